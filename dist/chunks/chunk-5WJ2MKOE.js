import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  pop
} from "./chunk-3GVRXVYT.js";

// node_modules/@anthropic-ai/sdk/lib/transform-json-schema.mjs
var SUPPORTED_STRING_FORMATS = /* @__PURE__ */ new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "uri",
  "ipv4",
  "ipv6",
  "uuid"
]);
function deepClone(obj) {
  return JSON.parse(JSON.stringify(obj));
}
function isPrimitive(value) {
  return value === null || typeof value !== "object";
}
function transformJSONSchema(jsonSchema) {
  const workingCopy = deepClone(jsonSchema);
  return _transformJSONSchema(workingCopy);
}
function _transformJSONSchema(jsonSchema) {
  const strictSchema = {};
  const defs = pop(jsonSchema, "$defs");
  if (defs !== void 0) {
    const strictDefs = {};
    strictSchema["$defs"] = strictDefs;
    for (const [name, defSchema] of Object.entries(defs)) {
      strictDefs[name] = _transformJSONSchema(defSchema);
    }
  }
  const ref = pop(jsonSchema, "$ref");
  if (ref !== void 0) {
    strictSchema["$ref"] = ref;
    return strictSchema;
  }
  const enumValues = jsonSchema["enum"];
  if (Array.isArray(enumValues) && enumValues.length > 0 && enumValues.every(isPrimitive)) {
    strictSchema["enum"] = pop(jsonSchema, "enum");
  }
  if (jsonSchema["const"] !== void 0 && isPrimitive(jsonSchema["const"])) {
    strictSchema["const"] = pop(jsonSchema, "const");
  }
  const hasLiterals = "enum" in strictSchema || "const" in strictSchema;
  const declaredType = pop(jsonSchema, "type");
  const type = hasLiterals ? void 0 : declaredType;
  const anyOf = pop(jsonSchema, "anyOf");
  const oneOf = pop(jsonSchema, "oneOf");
  const allOf = pop(jsonSchema, "allOf");
  pop(jsonSchema, "$schema");
  if (Array.isArray(anyOf)) {
    strictSchema["anyOf"] = anyOf.map((variant) => _transformJSONSchema(variant));
  } else if (Array.isArray(oneOf)) {
    strictSchema["anyOf"] = oneOf.map((variant) => _transformJSONSchema(variant));
  } else if (Array.isArray(allOf)) {
    strictSchema["allOf"] = allOf.map((entry) => _transformJSONSchema(entry));
  } else if (!hasLiterals) {
    if (type === void 0) {
      throw new Error("JSON schema must have a type defined if anyOf/oneOf/allOf/enum/const are not used");
    }
    strictSchema["type"] = type;
  }
  const description = pop(jsonSchema, "description");
  if (description !== void 0) {
    strictSchema["description"] = description;
  }
  const title = pop(jsonSchema, "title");
  if (title !== void 0) {
    strictSchema["title"] = title;
  }
  if (type === "object") {
    const properties = pop(jsonSchema, "properties") || {};
    strictSchema["properties"] = Object.fromEntries(Object.entries(properties).map(([key, propSchema]) => [
      key,
      _transformJSONSchema(propSchema)
    ]));
    pop(jsonSchema, "additionalProperties");
    strictSchema["additionalProperties"] = false;
    const required = pop(jsonSchema, "required");
    if (required !== void 0) {
      strictSchema["required"] = required;
    }
  } else if (type === "string") {
    const format = pop(jsonSchema, "format");
    if (format !== void 0 && SUPPORTED_STRING_FORMATS.has(format)) {
      strictSchema["format"] = format;
    } else if (format !== void 0) {
      jsonSchema["format"] = format;
    }
  } else if (type === "array") {
    const items = pop(jsonSchema, "items");
    if (items !== void 0) {
      strictSchema["items"] = _transformJSONSchema(items);
    }
    const minItems = pop(jsonSchema, "minItems");
    if (minItems !== void 0 && (minItems === 0 || minItems === 1)) {
      strictSchema["minItems"] = minItems;
    } else if (minItems !== void 0) {
      jsonSchema["minItems"] = minItems;
    }
  }
  if (Object.keys(jsonSchema).length > 0) {
    const existingDescription = strictSchema["description"];
    strictSchema["description"] = (existingDescription ? existingDescription + "\n\n" : "") + "{" + Object.entries(jsonSchema).map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join(", ") + "}";
  }
  return strictSchema;
}

export {
  transformJSONSchema
};
//# sourceMappingURL=chunk-5WJ2MKOE.js.map
