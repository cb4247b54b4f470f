import {MigrationInterface, QueryRunner} from "typeorm";

export class OrderLanguage1795536263204 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsLanguagecode" character varying(255)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsLanguagecode"`, undefined);
   }

}
