import {MigrationInterface, QueryRunner} from "typeorm";

export class IdempotentCartWrites1795728799640 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "cart_write_key" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "key" varchar(36) NOT NULL, "claim" varchar(36) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_562a5108b85c3366c7987e5a9e" ON "cart_write_key" ("orderId", "key") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_562a5108b85c3366c7987e5a9e"`, undefined);
        await queryRunner.query(`DROP TABLE "cart_write_key"`, undefined);
   }

}
