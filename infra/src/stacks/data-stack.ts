/** DynamoDB tables of `definitions.ts`: on-demand, point-in-time recovery, AWS-managed encryption. */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { AccountRootPrincipal, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { physicalName, tables, type TableDefinition } from '../definitions';
import type { StageSettings } from './stage';

export type TableKey = keyof typeof tables;

export interface DataStackProps extends StackProps {
  settings: StageSettings;
}

/** Session tag that carries the tenant into the tenant-scoped credentials. */
export const tenantSessionTag = 'customerNo';

/**
 * DynamoDB item actions the tenant-scoped role allows. No `Scan`: a request without leading keys would satisfy
 * `ForAllValues` trivially (the `Null` condition guards that too).
 */
export const tenantDataActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;

export class DataStack extends Stack {
  readonly tables: Record<TableKey, Table>;
  /**
   * Tenant-scoped credentials (docs/security.md, "What keeps tenants apart"): functions assume this role with the session tag
   * `customerNo`; it may touch only items whose partition key begins with `T#<that customerNo>#`, on the main
   * table and its indexes, so that a bug in code still cannot read another tenant. It trusts the account, so
   * only principals whose own policy allows assuming it (see grantTenantData) can.
   */
  readonly tenantDataRole: Role;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.tables = {
      main: this.createTable(tables.main, props.settings),
      platform: this.createTable(tables.platform, props.settings),
    };
    this.tenantDataRole = new Role(this, 'TenantDataRole', {
      assumedBy: new AccountRootPrincipal().withSessionTags(),
      description: 'Tenant-scoped DynamoDB access (session tag customerNo)',
    });
    const main = this.tables.main;
    this.tenantDataRole.addToPolicy(
      new PolicyStatement({
        actions: [...tenantDataActions],
        resources: [main.tableArn, `${main.tableArn}/index/*`],
        conditions: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': [`T#\${aws:PrincipalTag/${tenantSessionTag}}#*`],
          },
          Null: { 'dynamodb:LeadingKeys': 'false' },
        },
      }),
    );
  }

  /** Lets a function reach tenant data, and only through the tenant-scoped role. */
  grantTenantData(fn: LambdaFunction): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['sts:AssumeRole', 'sts:TagSession'],
        resources: [this.tenantDataRole.roleArn],
      }),
    );
    fn.addEnvironment('TENANT_DATA_ROLE_ARN', this.tenantDataRole.roleArn);
  }

  private createTable(definition: TableDefinition, settings: StageSettings): Table {
    const table = new Table(this, definition.id, {
      tableName: physicalName(settings.stage, definition.id),
      partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: definition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: definition.timeToLiveAttribute,
      deletionProtection: settings.retainData,
      removalPolicy: settings.removalPolicy,
    });
    for (const index of definition.globalIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
    return table;
  }
}

/** Environment variables through which handlers learn the table names (`TABLE_MAIN`, `TABLE_PLATFORM`). */
export function tableEnvironment(data: DataStack): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(tables) as TableKey[]).map((key) => [tables[key].envVar, data.tables[key].tableName]),
  );
}
