ALTER TABLE "cities" ADD COLUMN "cost_source" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "destination_type" text DEFAULT 'city' NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "alt_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "search_alt_names" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "wikivoyage" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "guide_mentions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "price_level_source" text;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "religions_partial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "religions_listed" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "advisory" jsonb;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "timezones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint

-- Search folds Latin Extended Additional too (Vietnamese: "Hoi An" finds "Hội An"): the function
-- body comes from apps/server/src/modules/search/text-fold.ts, and every folded name is redone.
CREATE OR REPLACE FUNCTION ai_map_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fold$ SELECT CASE WHEN $1 ~ '^[\x01-\x7f]*$' THEN lower(replace($1, '-', ' '))
  ELSE lower(translate($1, 'øØđĐðÐłŁßæÆœŒþÞıħĦŧŦŋŊ-’ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǢǣǤǦǧǨǩǪǫǬǭǮǯǰǴǵǶǷǸǹǺǻǼǽǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẛẞẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹỺỼỾΆΈΉΊΌΎΏΐΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫάέήίΰϊϋόύώϏϐϑϒϓϔϕϖϘϚϜϞϠϢϤϦϨϪϬϮϰϱϲϴϵϷϹϺϽϾϿЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯйѐёѓїќѝўѠѢѤѦѨѪѬѮѰѲѴѶѷѸѺѼѾҀҊҌҎҐҒҔҖҘҚҜҞҠҢҤҦҨҪҬҮҰҲҴҶҸҺҼҾӀӁӂӃӅӇӉӋӍӐӑӒӓӔӖӗӘӚӛӜӝӞӟӠӢӣӤӥӦӧӨӪӫӬӭӮӯӰӱӲӳӴӵӶӸӹӺӼӾ', 'ooddddllsaaoottihhttnn ''aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzsɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽaaiioouuuuuuuuuuaaaaææǥggkkooooʒʒjggƕƿnnaaææøøaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwysßaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyyỻỽỿαεηιουωιαβγδεζηθικλμνξοπρστυφχψωιυαεηιυιυουωϗβθυυυφπϙϛϝϟϡϣϥϧϩϫϭϯκρςθεϸσϻͻͼͽееђгєѕііјљњћкиуџабвгдежзииклмнопрстуфхцчшщъыьэюяиеегікиуѡѣѥѧѩѫѭѯѱѳѵѵѵѹѻѽѿҁҋҍҏґғҕҗҙқҝҟҡңҥҧҩҫҭүұҳҵҷҹһҽҿӏжжӄӆӈӊӌӎааааӕееәәәжжззӡииииооөөөээууууууччӷыыӻӽӿ')) END $fold$;--> statement-breakpoint
UPDATE "countries" SET search_name = ai_map_fold(name) WHERE search_name IS DISTINCT FROM ai_map_fold(name);--> statement-breakpoint
UPDATE "cities" SET search_name = ai_map_fold(name) WHERE search_name IS DISTINCT FROM ai_map_fold(name);--> statement-breakpoint
UPDATE "places" SET search_name = ai_map_fold(name) WHERE search_name IS DISTINCT FROM ai_map_fold(name);--> statement-breakpoint

-- Other names of a city ("Praha", "München", "Bruges"), folded and fenced by "|" for LIKE.
CREATE OR REPLACE FUNCTION ai_map_set_search_alt_names() RETURNS trigger LANGUAGE plpgsql AS $trg$ BEGIN
  NEW.search_alt_names := CASE WHEN jsonb_array_length(NEW.alt_names) = 0 THEN NULL
    ELSE '|' || ai_map_fold((SELECT string_agg(value, '|') FROM jsonb_array_elements_text(NEW.alt_names))) || '|' END;
  RETURN NEW; END $trg$;--> statement-breakpoint
CREATE TRIGGER cities_search_alt_names BEFORE INSERT OR UPDATE OF alt_names, search_alt_names ON "cities" FOR EACH ROW EXECUTE FUNCTION ai_map_set_search_alt_names();
