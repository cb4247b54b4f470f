import {MigrationInterface, QueryRunner} from "typeorm";

export class PerformanceCancelled1795507408632 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_b8f04b61918845bc6dbfe5e386"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_performance" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "startsAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "playId" integer NOT NULL, "stageId" integer NOT NULL, "productVariantId" integer, "cancelledAt" datetime, CONSTRAINT "FK_58bf818a7aa6a4fe0c3f5d05c4a" FOREIGN KEY ("productVariantId") REFERENCES "product_variant" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_1c24f33887d24e108f6bf4aba04" FOREIGN KEY ("stageId") REFERENCES "stage" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_5d79df8199d5b3c6e0906999955" FOREIGN KEY ("playId") REFERENCES "play" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_performance"("createdAt", "updatedAt", "startsAt", "id", "playId", "stageId", "productVariantId") SELECT "createdAt", "updatedAt", "startsAt", "id", "playId", "stageId", "productVariantId" FROM "performance"`, undefined);
        await queryRunner.query(`DROP TABLE "performance"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_performance" RENAME TO "performance"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_b8f04b61918845bc6dbfe5e386" ON "performance" ("startsAt") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_b8f04b61918845bc6dbfe5e386"`, undefined);
        await queryRunner.query(`ALTER TABLE "performance" RENAME TO "temporary_performance"`, undefined);
        await queryRunner.query(`CREATE TABLE "performance" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "startsAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "playId" integer NOT NULL, "stageId" integer NOT NULL, "productVariantId" integer, CONSTRAINT "FK_58bf818a7aa6a4fe0c3f5d05c4a" FOREIGN KEY ("productVariantId") REFERENCES "product_variant" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_1c24f33887d24e108f6bf4aba04" FOREIGN KEY ("stageId") REFERENCES "stage" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_5d79df8199d5b3c6e0906999955" FOREIGN KEY ("playId") REFERENCES "play" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "performance"("createdAt", "updatedAt", "startsAt", "id", "playId", "stageId", "productVariantId") SELECT "createdAt", "updatedAt", "startsAt", "id", "playId", "stageId", "productVariantId" FROM "temporary_performance"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_performance"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_b8f04b61918845bc6dbfe5e386" ON "performance" ("startsAt") `, undefined);
   }

}
