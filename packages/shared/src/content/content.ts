import { z } from 'zod';

/** What members see of the shop's content: notices, FAQ, pop-ups, sign-up sources. */

/** content is sanitised HTML (b, i, u, strong, em, br, p, span, a[href http(s)]): render it as HTML. */
export const noticeSchema = z.object({ id: z.number().int(), content: z.string(), isTop: z.boolean(), bgColor: z.string() });
export type Notice = z.infer<typeof noticeSchema>;

export const qnaSchema = z.object({ id: z.number().int(), title: z.string(), answer: z.string() });
export type Qna = z.infer<typeof qnaSchema>;

export const popupSchema = z.object({ id: z.number().int(), enabled: z.boolean(), imageUrl: z.string() });
export type Popup = z.infer<typeof popupSchema>;

export const registerWhereSchema = z.object({ id: z.number().int(), text: z.string() });
export type RegisterWhere = z.infer<typeof registerWhereSchema>;
