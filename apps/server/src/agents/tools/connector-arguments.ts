import type { JSONSchema7, JSONSchema7Definition } from '@ai-sdk/provider';

/**
 * A connector declares parameters (GA4's `propertyId`, Google Ads' `customerId`) whose values are set per
 * customer. They fill the tool's arguments of the same name: the model does not see them and cannot
 * change them, so a chat about one customer cannot ask a connector about another's data.
 */

const propertiesOf = (schema: JSONSchema7): Record<string, JSONSchema7Definition> =>
  typeof schema.properties === 'object' ? schema.properties : {};

/** The tool's top-level arguments that are declared parameters. */
export const declaredArguments = (schema: JSONSchema7, declared: readonly string[]): string[] =>
  declared.filter((name) => Object.hasOwn(propertiesOf(schema), name));

/**
 * Whether the run may offer the tool: not when it takes a declared parameter the chat's customer has no
 * value for (a chat without a customer included), since the model would then choose whose data to read.
 */
export const offeredFor = (
  schema: JSONSchema7,
  declared: readonly string[],
  values: Readonly<Record<string, string>>,
): boolean => declaredArguments(schema, declared).every((name) => Object.hasOwn(values, name));

/** The schema the model is given: without the arguments the customer's settings fix. */
export function withoutFixed(schema: JSONSchema7, fixed: Readonly<Record<string, string>>): JSONSchema7 {
  const properties = propertiesOf(schema);
  const names = Object.keys(fixed).filter((name) => Object.hasOwn(properties, name));
  if (names.length === 0) return schema;
  const kept = Object.fromEntries(Object.entries(properties).filter(([name]) => !names.includes(name)));
  const required = (schema.required ?? []).filter((name) => !names.includes(name));
  return { ...schema, properties: kept, required };
}

/** A customer's value as the argument's schema types it: a number where the tool takes one. */
function typed(value: string, property: JSONSchema7Definition | undefined): unknown {
  if (typeof property !== 'object') return value;
  const types = Array.isArray(property.type) ? property.type : [property.type];
  const asNumber = Number(value);
  if (
    (types.includes('number') || types.includes('integer')) &&
    value.trim() !== '' &&
    !Number.isNaN(asNumber)
  )
    return asNumber;
  return value;
}

/**
 * The call's arguments: the model's (an object; anything else counts as none), with every fixed one set
 * to the customer's value whatever the model sent.
 */
export function withFixed(
  schema: JSONSchema7,
  input: unknown,
  fixed: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const given =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? { ...(input as Record<string, unknown>) }
      : {};
  const properties = propertiesOf(schema);
  for (const [name, value] of Object.entries(fixed))
    if (Object.hasOwn(properties, name)) given[name] = typed(value, properties[name]);
  return given;
}
