/** The title the server gives a chat it starts (the chat and admin features both show it translated). */
export const NEW_CHAT_TITLE = 'New Chat';
