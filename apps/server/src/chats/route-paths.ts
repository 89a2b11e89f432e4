/** The chat module's paths, as Fastify routes them. */
export const chatsPath = '/api/users/:userId/chats';
export const chatPath = `${chatsPath}/:chatId`;
export const messagePath = `${chatPath}/messages/:messageId`;
