import { REST } from './paths';

/** Answers only later screens read (the FAQ, the service updates, the sign-up form's "where did you hear of us"). */
export const contentApiPaths = {
  qnas: `${REST}/service/qnas`,
  serviceUpdates: `${REST}/service/service-updates`,
  registerWhere: `${REST}/service/register-where`,
} as const;
