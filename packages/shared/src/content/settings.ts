import { z } from 'zod';

export const settingValueSchema = z.union([z.string(), z.boolean(), z.array(z.number())]);
export const settingSchema = z.object({ key: z.string(), value: settingValueSchema });
export type Setting = z.infer<typeof settingSchema>;
