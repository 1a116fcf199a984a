ALTER TABLE "cities" ADD COLUMN "search_name" text;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "search_name" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_name" text;--> statement-breakpoint

-- Folded names for search (apps/server/src/modules/search/text-fold.ts).
CREATE OR REPLACE FUNCTION ai_map_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fold$ SELECT CASE WHEN $1 ~ '^[\x01-\x7f]*$' THEN lower(replace($1, '-', ' '))
  ELSE lower(translate($1, 'øØđĐðÐłŁßæÆœŒþÞıħĦŧŦŋŊ-’ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǢǣǤǦǧǨǩǪǫǬǭǮǯǰǴǵǶǷǸǹǺǻǼǽǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎΆΈΉΊΌΎΏΐΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫάέήίΰϊϋόύώϏϐϑϒϓϔϕϖϘϚϜϞϠϢϤϦϨϪϬϮϰϱϲϴϵϷϹϺϽϾϿЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯйѐёѓїќѝўѠѢѤѦѨѪѬѮѰѲѴѶѷѸѺѼѾҀҊҌҎҐҒҔҖҘҚҜҞҠҢҤҦҨҪҬҮҰҲҴҶҸҺҼҾӀӁӂӃӅӇӉӋӍӐӑӒӓӔӖӗӘӚӛӜӝӞӟӠӢӣӤӥӦӧӨӪӫӬӭӮӯӰӱӲӳӴӵӶӸӹӺӼӾ', 'ooddddllsaaoottihhttnn ''aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzsɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽaaiioouuuuuuuuuuaaaaææǥggkkooooʒʒjggƕƿnnaaææøøaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏαεηιουωιαβγδεζηθικλμνξοπρστυφχψωιυαεηιυιυουωϗβθυυυφπϙϛϝϟϡϣϥϧϩϫϭϯκρςθεϸσϻͻͼͽееђгєѕііјљњћкиуџабвгдежзииклмнопрстуфхцчшщъыьэюяиеегікиуѡѣѥѧѩѫѭѯѱѳѵѵѵѹѻѽѿҁҋҍҏґғҕҗҙқҝҟҡңҥҧҩҫҭүұҳҵҷҹһҽҿӏжжӄӆӈӊӌӎааааӕееәәәжжззӡииииооөөөээууууууччӷыыӻӽӿ')) END $fold$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ai_map_set_search_name() RETURNS trigger LANGUAGE plpgsql AS $trg$ BEGIN NEW.search_name := ai_map_fold(NEW.name); RETURN NEW; END $trg$;--> statement-breakpoint
CREATE TRIGGER countries_search_name BEFORE INSERT OR UPDATE OF name, search_name ON "countries" FOR EACH ROW EXECUTE FUNCTION ai_map_set_search_name();--> statement-breakpoint
UPDATE "countries" SET search_name = ai_map_fold(name);--> statement-breakpoint
CREATE TRIGGER cities_search_name BEFORE INSERT OR UPDATE OF name, search_name ON "cities" FOR EACH ROW EXECUTE FUNCTION ai_map_set_search_name();--> statement-breakpoint
UPDATE "cities" SET search_name = ai_map_fold(name);--> statement-breakpoint
CREATE TRIGGER places_search_name BEFORE INSERT OR UPDATE OF name, search_name ON "places" FOR EACH ROW EXECUTE FUNCTION ai_map_set_search_name();--> statement-breakpoint
UPDATE "places" SET search_name = ai_map_fold(name);
