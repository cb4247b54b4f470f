import {MigrationInterface, QueryRunner} from "typeorm";

export class PerformanceCancelled1795507414756 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "performance" ADD "cancelledAt" TIMESTAMP`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "performance" DROP COLUMN "cancelledAt"`, undefined);
   }

}
