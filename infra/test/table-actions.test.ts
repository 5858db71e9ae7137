// DynamoDB Local does not check IAM, so a handler that starts sending a command its role may not
// send would pass every local test and fail only in AWS. This test reads which DynamoDB commands
// the handler modules can reach and proves the role grants exactly the actions they need.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, TABLE_ACTIONS } from '../lib/fitchoice-stack';
import { modulesOfHandlers } from './handler-modules';

/** The IAM actions each DynamoDB SDK command needs (a transaction: those of the items it may hold). */
const ACTIONS_BY_COMMAND: Record<string, string[]> = {
  GetCommand: ['GetItem'],
  GetItemCommand: ['GetItem'],
  PutCommand: ['PutItem'],
  PutItemCommand: ['PutItem'],
  UpdateCommand: ['UpdateItem'],
  UpdateItemCommand: ['UpdateItem'],
  DeleteCommand: ['DeleteItem'],
  DeleteItemCommand: ['DeleteItem'],
  QueryCommand: ['Query'],
  ScanCommand: ['Scan'],
  BatchGetCommand: ['BatchGetItem'],
  BatchGetItemCommand: ['BatchGetItem'],
  BatchWriteCommand: ['BatchWriteItem'],
  BatchWriteItemCommand: ['BatchWriteItem'],
  TransactGetCommand: ['GetItem'],
  TransactGetItemsCommand: ['GetItem'],
  TransactWriteCommand: ['PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
  TransactWriteItemsCommand: ['PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
};

async function commandsReachableFromHandlers(): Promise<Set<string>> {
  const files = new Set([...(await modulesOfHandlers()).values()].flat());
  const commands = new Set<string>();
  const sdkImport = /import\s*\{([^}]*)\}\s*from\s*'@aws-sdk\/(?:lib-dynamodb|client-dynamodb)'/g;
  for (const file of files) {
    for (const [, names] of readFileSync(path.join(REPO_ROOT, file), 'utf8').matchAll(sdkImport)) {
      for (const name of names!.split(',').map((n) => n.trim())) {
        if (name.endsWith('Command') && !name.startsWith('type ')) commands.add(name);
      }
    }
  }
  return commands;
}

describe('the table actions granted to the handlers', () => {
  it('are exactly the ones the DynamoDB commands reachable from the handler modules need', async () => {
    const commands = await commandsReachableFromHandlers();
    expect(commands.size).toBeGreaterThan(0);
    const unknown = [...commands].filter((command) => !(command in ACTIONS_BY_COMMAND));
    expect(unknown, 'commands without an entry in ACTIONS_BY_COMMAND').toEqual([]);
    const needed = new Set([...commands].flatMap((command) => ACTIONS_BY_COMMAND[command]!.map((action) => `dynamodb:${action}`)));
    expect([...TABLE_ACTIONS].sort()).toEqual([...needed].sort());
  });
});
