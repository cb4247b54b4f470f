import {MigrationInterface, QueryRunner} from "typeorm";

export class TicketExchanges1795706769183 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsExchangedfromorderid" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsExchangecredit" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "order_line" ADD "customFieldsExchangedquantity" integer NOT NULL DEFAULT '0'`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" ADD "exchangedToOrderId" integer`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5671cacec464b6a3f13051361a" ON "ticket" ("exchangedToOrderId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_5671cacec464b6a3f13051361a"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" DROP COLUMN "exchangedToOrderId"`, undefined);
        await queryRunner.query(`ALTER TABLE "order_line" DROP COLUMN "customFieldsExchangedquantity"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsExchangecredit"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsExchangedfromorderid"`, undefined);
   }

}
