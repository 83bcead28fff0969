import { adminIdParamsSchema } from '@snsshop/shared';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../services/audit/audit.js';

/** The admin behind a request (requireAdmin has already checked the role). */
export const actorOf = (request: FastifyRequest): Actor => ({ adminId: request.member!.id });

export const idParams = adminIdParamsSchema;

/** Admin routes stay out of the public API document. */
export const hidden = <T extends object>(schema: T) => ({ hide: true, ...schema });
