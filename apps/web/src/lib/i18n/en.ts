import { i18n, params } from '@/i18n/core';

/** Texts shared by every feature: fallbacks, dates, and the words for each API error code. */
export const common = i18n('common', {
  unknownDate: 'Unknown date',
  untitledConversation: 'Untitled Conversation',
  /** The title the server gives a chat until it is named. */
  newChat: 'New Chat',
  /** A person who never signed in, where a last sign-in is shown. */
  never: 'Never',
  somethingWentWrong: 'Something went wrong. Please try again.',
  networkError: "Couldn't reach the server. Check your connection and try again.",
  error_bad_request: 'The request was not valid.',
  error_unauthorized: 'Please sign in again.',
  error_forbidden: "You don't have access to this.",
  error_not_found: 'It no longer exists.',
  error_conflict: 'It conflicts with something that already exists.',
  error_payload_too_large: 'It is too large.',
  error_export_too_complex:
    'This is too long or too complex to export in this format. Try another format, or export single replies.',
  error_rate_limited: 'Too many attempts. Please wait a moment and try again.',
  error_internal: 'Something went wrong on the server. Please try again.',
  error_upstream: "The assistant's service did not answer. Please try again.",
  error_unavailable: 'Brief is restarting. Please try again in a moment.',
  error_over_limit: 'It is over a size limit.',
  error_unprocessable: 'It names something that is not there.',
  error_budget_exhausted: 'A monthly budget these runs count against is spent. An admin can raise it.',
});

/**
 * A monthly budget in the reader's words: spent (a run refused with 402 `budget_exhausted`, in the
 * composer) or nearly (the notice a chat shows from 80%), and who can raise it.
 */
export const budgetTexts = i18n('budgetTexts', {
  customerSpent: params('The monthly budget of the customer {name} is spent: {spent} of {monthly}.'),
  teamSpent: params('The monthly budget of the team {name} is spent: {spent} of {monthly}.'),
  userSpent: params('Your monthly budget is spent: {spent} of {monthly}.'),
  customerNear: params(
    'The customer {name} has used {percent}% of its monthly budget: {spent} of {monthly}.',
  ),
  teamNear: params('The team {name} has used {percent}% of its monthly budget: {spent} of {monthly}.'),
  userNear: params('You have used {percent}% of your monthly budget: {spent} of {monthly}.'),
  raisedByAdmins: 'An admin can raise it.',
  raisedByLeads: params('An admin or a lead of {team} can raise it.'),
  refusedUntilRaised: 'New replies are refused until it is raised.',
});

/**
 * A refusal in the reader's words, by the reason the server named (contract errorReasons): one text per
 * reason, its placeholders filled from the error's values; {wait} is the answer's Retry-After in words.
 */
export const reasonTexts = i18n('reasonTexts', {
  invalid: params('Check the {field}: its value is not valid.'),
  email_taken: 'A user with this e-mail already exists.',
  email_domain: params('Only {domain} e-mails are allowed.'),
  email_mismatch: 'The e-mail does not match the account being created.',
  unknown_team: params('These teams no longer exist: {teams}. Reload the page and choose again.'),
  own_admin_rights: 'You cannot remove your own admin rights; ask another admin to do it.',
  disable_self: 'You cannot disable your own account.',
  confirm_mismatch: 'The e-mail typed is not the e-mail of this person.',
  delete_self: 'You cannot delete your own account.',
  last_admin: 'Brief needs at least one active admin: make someone else an admin first.',
  password_from_google: 'This user signs in with Google and has no password to reset.',
  password_from_oidc:
    'This user signs in through the company’s OpenID provider and has no password to reset.',
  app_name_taken: params('A team with the app name "{name}" already exists.'),
  team_id_taken: params('A team with the id "{name}" already exists.'),
  customer_name_taken: params('This team already has a customer named "{name}".'),
  specialist_name_taken: params('This team already has a specialist named "{name}".'),
  specialist_order: "The team's specialists changed meanwhile. Reload the page and try again.",
  document_unreadable: params('"{name}" has no text the agent can read.'),
  share_own_email: 'That is your own e-mail; share with colleagues.',
  share_not_colleague: params(
    'You cannot share with {emails}. Only colleagues with an active account can read a shared chat.',
  ),
  share_unknown_team: 'You are not in that team, or it no longer exists.',
  reply_running: 'A reply is already being written in this chat. Wait for it to finish or stop it.',
  chat_changed: 'The chat changed meanwhile; nothing was stored. Please try again.',
  file_already_sent: 'The file was already sent with another message.',
  only_last_reply: 'Only the last reply can be regenerated.',
  no_question: 'This reply answers no question to ask again.',
  edit_own_only: 'Only your own messages can be edited.',
  no_messages_to_name: 'The chat has no messages to name it from yet.',
  no_title: 'The language model gave no title. Please try again.',
  model_timeout: 'The language model did not answer in time. Please try again.',
  model_unavailable: 'The language model is not available right now. Please try again.',
  reply_interrupted: 'The reply was interrupted before it was finished. Please try again.',
  file_too_large: params('"{name}" is larger than the {limitMb} MB upload limit.'),
  too_many_files: params('At most {limit} files can be uploaded at once.'),
  upload_malformed: 'The upload could not be read. Please try again.',
  no_file: 'The upload holds no file.',
  runs_per_minute: params(
    'You have asked for {limit} replies in the last minute, as many as allowed. Try again in {wait}.',
  ),
  uploads_per_day: params(
    'This upload would go over your upload limit of {limitMb} MB a day ({leftMb} MB left). Try again in {wait}.',
  ),
  upload_over_day: params('This upload is larger than the upload limit of {limitMb} MB a day.'),
  exports_own_share: 'Your other exports are still being made. Try again when one of them is ready.',
  exports_busy: 'Many exports are being made right now. Try again in a moment.',
  event_streams: params('At most {limit} tabs receive updates at once; close one and reload.'),
  rules_too_many: params('A list of brand rules can hold at most {limit} entries.'),
  rules_too_long: params('A brand rule is too long: at most {limit} characters.'),
  memory_too_long: params('Too long: at most {limit} characters.'),
  memory_status_move: 'Someone reviewed this fact meanwhile. Reload the list to see it as it is now.',
  connector_commands_off:
    'Commands are off on this server: its operator allows them with CONNECTORS_ALLOW_COMMANDS=true.',
  connector_address: params(
    'The address of {host} is refused: Brief connects over https, or over http only to hosts the operator lists in CONNECTORS_ALLOWED_HOSTS, and never to a private or local address that is not listed.',
  ),
  connector_unreachable:
    'Brief could not reach the connector’s server. Check its address, and that it is running and speaks MCP.',
  connector_unknown_tool: params('The server does not offer these tools (any more): {tools}.'),
  connector_unknown_param: params('The connector does not declare these settings (any more): {params}.'),
  connector_name_taken: params('A connector named "{name}" already exists.'),
  secrets_key_missing: 'Secrets cannot be stored until the operator sets SECRETS_KEY on the server.',
});

/** What a refused field is called in a sentence ("Check the {field}"), by the API's field name. */
export const fieldNames = i18n('fieldNames', {
  email: 'e-mail',
  emails: 'e-mail addresses',
  password: 'password',
  name: 'name',
  title: 'title',
  message: 'message',
  description: 'description',
  instructions: 'instructions',
  profile: 'profile',
  app_name: 'app name',
  id: 'id',
  teams: 'teams',
  agents: 'teams',
  teamId: 'team',
  specialists: 'specialists',
  customerName: 'customer',
  query: 'search',
  // A connector's fields
  transport: 'transport',
  url: 'URL',
  headers: 'headers',
  command: 'command',
  args: 'arguments',
  env: 'environment variables',
  params: 'customer settings',
  tools: 'tools',
});
