-- +goose Up
-- Product categories that admins name, order and translate, instead of the
-- four fixed ones. The fixed ones (product_categories) stay as the product's
-- kind, which decides what a product does: an activation stays an activation
-- whatever category it is shown under. The four kinds become the first four
-- categories, with the names the web app gave them, so every existing
-- product keeps showing under the name it had.
CREATE TABLE catalog_categories (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL,
    position INTEGER NOT NULL,
    created_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE catalog_category_names (
    category_id BIGINT NOT NULL REFERENCES catalog_categories (id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (category_id, language)
);
INSERT INTO catalog_categories (id, name, position, created_at) VALUES
    (1, 'Entry fee', 1, CURRENT_TIMESTAMP),
    (2, 'Final-flight activation', 2, CURRENT_TIMESTAMP),
    (3, 'Reserve activation', 3, CURRENT_TIMESTAMP),
    (4, 'Pigeon sale', 4, CURRENT_TIMESTAMP);
SELECT setval(pg_get_serial_sequence('catalog_categories', 'id'), 4);
INSERT INTO catalog_category_names (category_id, language, name) VALUES
    (1, 'ar', 'رسوم المشاركة'),
    (2, 'ar', 'التفعيل للسباق النهائي'),
    (3, 'ar', 'تفعيل الاحتياطي'),
    (4, 'ar', 'بيع الحمام'),
    (1, 'cn', '参赛费'),
    (2, 'cn', '决赛激活'),
    (3, 'cn', '后备激活'),
    (4, 'cn', '鸽子拍卖'),
    (1, 'de', 'Startgebühr'),
    (2, 'de', 'Endflugaktivierung'),
    (3, 'de', 'Reserveaktivierung'),
    (4, 'de', 'Taubenverkauf'),
    (1, 'en', 'Entry fee'),
    (2, 'en', 'Final-flight activation'),
    (3, 'en', 'Reserve activation'),
    (4, 'en', 'Pigeon sale'),
    (1, 'es', 'Cuota de inscripción'),
    (2, 'es', 'Activación para la final'),
    (3, 'es', 'Activación de reserva'),
    (4, 'es', 'Venta de palomas'),
    (1, 'fr', 'Droit d''inscription'),
    (2, 'fr', 'Activation pour la finale'),
    (3, 'fr', 'Activation de réserve'),
    (4, 'fr', 'Vente de pigeons'),
    (1, 'hu', 'Nevezési díj'),
    (2, 'hu', 'Döntőre aktiválás'),
    (3, 'hu', 'Tartalék aktiválása'),
    (4, 'hu', 'Galambeladás'),
    (1, 'it', 'Quota di iscrizione'),
    (2, 'it', 'Attivazione per la finale'),
    (3, 'it', 'Attivazione riserva'),
    (4, 'it', 'Vendita di piccioni'),
    (1, 'jp', '参加費'),
    (2, 'jp', '決勝レースの有効化'),
    (3, 'jp', '補欠の有効化'),
    (4, 'jp', '鳩の販売'),
    (1, 'nl', 'Inschrijfgeld'),
    (2, 'nl', 'Finaleactivering'),
    (3, 'nl', 'Reserveactivering'),
    (4, 'nl', 'Duivenverkoop'),
    (1, 'pl', 'Wpisowe'),
    (2, 'pl', 'Aktywacja do finału'),
    (3, 'pl', 'Aktywacja rezerwy'),
    (4, 'pl', 'Sprzedaż gołębi'),
    (1, 'pt', 'Taxa de inscrição'),
    (2, 'pt', 'Ativação para a final'),
    (3, 'pt', 'Ativação de reserva'),
    (4, 'pt', 'Venda de pombos'),
    (1, 'ro', 'Taxă de înscriere'),
    (2, 'ro', 'Activare pentru finală'),
    (3, 'ro', 'Activarea rezervei'),
    (4, 'ro', 'Vânzare de porumbei'),
    (1, 'ru', 'Вступительный взнос'),
    (2, 'ru', 'Активация на финал'),
    (3, 'ru', 'Активация резерва'),
    (4, 'ru', 'Продажа голубей'),
    (1, 'se', 'Anmälningsavgift'),
    (2, 'se', 'Finalaktivering'),
    (3, 'se', 'Reservaktivering'),
    (4, 'se', 'Duvförsäljning'),
    (1, 'sk', 'Štartovné'),
    (2, 'sk', 'Aktivácia do finále'),
    (3, 'sk', 'Aktivácia rezervy'),
    (4, 'sk', 'Predaj holubov'),
    (1, 'th', 'ค่าสมัคร'),
    (2, 'th', 'เปิดใช้งานรอบชิงชนะเลิศ'),
    (3, 'th', 'เปิดใช้งานนกสำรอง'),
    (4, 'th', 'ขายนกพิราบ'),
    (1, 'tr', 'Katılım ücreti'),
    (2, 'tr', 'Final etkinleştirmesi'),
    (3, 'tr', 'Yedek etkinleştirme'),
    (4, 'tr', 'Güvercin satışı');
ALTER TABLE products ADD COLUMN catalog_category_id BIGINT REFERENCES catalog_categories (id);
UPDATE products SET catalog_category_id = product_category_id;
CREATE INDEX products_catalog_category ON products (catalog_category_id);

-- Roles that are only labels on a user (SPEC §1): they grant no rights.
ALTER TABLE users ADD COLUMN is_translator BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE users ADD COLUMN is_supporter BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE users ADD COLUMN is_developer BOOLEAN NOT NULL DEFAULT FALSE;

-- +goose Down
ALTER TABLE users DROP COLUMN is_developer;
ALTER TABLE users DROP COLUMN is_supporter;
ALTER TABLE users DROP COLUMN is_translator;
DROP INDEX products_catalog_category;
ALTER TABLE products DROP COLUMN catalog_category_id;
DROP TABLE catalog_category_names;
DROP TABLE catalog_categories;
