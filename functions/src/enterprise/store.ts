// Corporate wellness leads from the enterprise page, listed for admins newest first.
//   LEAD#<id> / LEAD   the lead; GSI1: LEADS / <createdAt>#<id>
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EnterpriseLead } from '@fitchoice/shared/api';
import { documentClient, TABLE } from '../dynamo/client';

const leadKeys = {
  lead: (id: string) => ({ PK: `LEAD#${id}`, SK: 'LEAD' }),
  listed: (createdAt: string, id: string) => ({ GSI1PK: leadKeys.partition, GSI1SK: `${createdAt}#${id}` }),
  partition: 'LEADS',
};

export async function createLead(input: Omit<EnterpriseLead, 'id' | 'createdAt'>, now: Date): Promise<EnterpriseLead> {
  const lead: EnterpriseLead = { ...input, id: randomUUID(), createdAt: now.toISOString() };
  await documentClient.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...leadKeys.lead(lead.id), ...leadKeys.listed(lead.createdAt, lead.id), ...lead },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return lead;
}

/** A page of leads, newest first, below `before` (the createdAt#id of the last one shown). */
export async function listLeads(limit: number, before: string | null): Promise<{ leads: EnterpriseLead[]; last: string | null }> {
  const { Items = [], LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: before ? 'GSI1PK = :pk AND GSI1SK < :before' : 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': leadKeys.partition, ...(before ? { ':before': before } : {}) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  const leads = Items.map(
    (item): EnterpriseLead => ({
      id: item.id as string,
      company: item.company as string,
      contactName: item.contactName as string,
      email: item.email as string,
      companySize: item.companySize as EnterpriseLead['companySize'],
      region: item.region as string,
      planId: (item.planId as string | null | undefined) ?? null,
      message: item.message as string,
      createdAt: item.createdAt as string,
    }),
  );
  const last = leads.at(-1);
  return { leads, last: LastEvaluatedKey && last ? `${last.createdAt}#${last.id}` : null };
}
