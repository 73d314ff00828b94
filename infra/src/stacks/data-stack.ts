/** DynamoDB tables of `definitions.ts`: on-demand, point-in-time recovery, AWS-managed encryption. */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { physicalName, tables, type TableDefinition } from '../definitions';
import type { StageSettings } from './stage';

export type TableKey = keyof typeof tables;

export interface DataStackProps extends StackProps {
  settings: StageSettings;
}

export class DataStack extends Stack {
  readonly tables: Record<TableKey, Table>;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.tables = {
      main: this.createTable(tables.main, props.settings),
      platform: this.createTable(tables.platform, props.settings),
    };
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
