import { sql } from 'drizzle-orm';
import { clients as description } from '../../shared/resources';
import { clients } from '../db/schema';
import { bind, outer } from '../registry/binding';

export const clientsBinding = bind({
  description,
  table: clients,
  // A client record lists its accounts (id, name and code: pickers show both), as the spec's Client entity does.
  nested: {
    accounts: sql`coalesce((
      select json_agg(json_build_object('idClientAccount', a.id_client_account, 'accountName', a.account_name, 'accountCode', a.account_code)
                      order by a.account_name)
      from client_accounts a where a.id_client = ${outer(clients.idClient)}), '[]'::json)`,
  },
  shape: ({ createdAt: _createdAt, ...record }) => record,
});
