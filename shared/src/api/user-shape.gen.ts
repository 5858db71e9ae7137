// Generated from common.ts userSchema by `npm run generate -w @fitchoice/shared`: do not edit.
// The user object's shape as JSON Schema, for checks that must not load zod (the web's first screen).

export const USER_SHAPE = {
  "type": "object",
  "properties": {
    "id": {
      "type": "string"
    },
    "email": {
      "type": [
        "string",
        "null"
      ]
    },
    "name": {
      "type": "string"
    },
    "roles": {
      "type": "array",
      "items": {
        "type": "string"
      }
    },
    "isGuest": {
      "type": "boolean"
    },
    "xp": {
      "type": "integer",
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "sweatCoins": {
      "type": "string",
      "pattern": "^\\d{1,24}(\\.\\d{1,2})?$"
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "pattern": "^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$"
    },
    "mustChangePassword": {
      "type": "boolean"
    },
    "gymIds": {
      "type": "array",
      "items": {
        "type": "string"
      }
    },
    "emailVerified": {
      "type": "boolean"
    },
    "pendingEmail": {
      "type": [
        "string",
        "null"
      ]
    }
  },
  "required": [
    "id",
    "email",
    "name",
    "roles",
    "isGuest",
    "xp",
    "sweatCoins",
    "createdAt"
  ]
} as const;
