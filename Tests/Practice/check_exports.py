#!/usr/bin/env python3
"""Reads vclife practice exports back with parsers vclife does not share code with, and checks
each against the jsonl export of the same seed: the same questions in the same order, the same
right answer, every choice, its own feedback and the why present, in the export's language.

    check_exports.py ITEMS.jsonl --lang en|zh|both --gift F --moodle-xml F --qti F --markdown F
                     [--other-qti F] [--other-moodle-xml F]

GIFT is read by pygiftparser, Moodle XML's multiple-choice questions by moodle-xml-parser (its
ordering questions, which that parser skips, by ElementTree), the QTI package by zipfile and
ElementTree. In both languages, GIFT and Moodle XML are read as a student of each language reads
them, through a copy of Moodle's multi-language filter. Every text a student reads is checked:
one language alone in en and zh, code as <code> (never backticks) in HTML, no script setting
(`name=value`) outside the set-up's code block, every QTI item's scores adding up to exactly
100. With --other-*, no ident of one export is an ident of the other. Exits 1 with one line
per problem."""
import argparse
import html
import json
import re
import sys
import xml.etree.ElementTree as ET
import zipfile
from fractions import Fraction

problems = []
LANG = "both"


def expect(condition, message):
    if not condition:
        problems.append(message)


def ticks(text):
    """An item's text as a student reads it: its code without Markdown's backticks."""
    return text.replace("`", "")


def both(text):
    return text["en"] if text["en"] == text["zh"] else text["en"] + " / " + text["zh"]


def position(index):
    return {"en": f"position {index}", "zh": f"第 {index} 位"}


def shown(text, lang):
    """A text in one view's language: `both` side by side."""
    return both(text) if lang == "both" else text[lang]


def right_choices(item):
    return [item["choices"][index - 1] for index in (item["answer"] if item["kind"] == "order" else [item["answer"]])]


def gift_text(text):
    """GIFT's backslash escapes undone, as Moodle's importer does."""
    return re.sub(r"\\(.)", r"\1", text).strip()


# Moodle's multi-language filter (filter/multilang): spans separated only by white space are
# one block, of which the student's language is shown, else its parent's (for zh_cn, en),
# else the first.
BLOCK = re.compile(r'(<span(\s+lang="[a-zA-Z0-9_-]+"|\s+class="multilang"){2}\s*>.*?</span>)'
                   r'(\s*<span(\s+lang="[a-zA-Z0-9_-]+"|\s+class="multilang"){2}\s*>.*?</span>)+', re.S | re.I)
SPAN = re.compile(r'<span[^>]+lang="([a-zA-Z0-9_-]+)"[^>]*>(.*?)</span>', re.S | re.I)


def moodle_filter(text, language):
    def choose(block):
        spans = {lang.lower().replace("-", "_"): content for lang, content in SPAN.findall(block.group(0))}
        for lang in [language, "en"]:
            if lang in spans:
                return spans[lang]
        return next(iter(spans.values()))
    return BLOCK.sub(choose, text)


def views(text, marked):
    """What a student of each language reads of an HTML text: (language, html) pairs."""
    if LANG != "both":
        return [(LANG, text)]
    if marked:
        return [("en", moodle_filter(text, "en")), ("zh", moodle_filter(text, "zh_cn"))]
    return [("both", text)]


CJK = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")


def plain(text):
    return html.unescape(re.sub(r"<[^>]+>", "", text))


def prose(text):
    """An HTML text without its code: no <pre> block, no <code>."""
    return plain(re.sub(r"<(pre|code)>.*?</\1>", " ", text, flags=re.S))


def allowed_words(item):
    """The Latin words a Chinese text may hold: names and selectors (the item's script, log
    and choices' tokens), the names of versions and frameworks."""
    source = " ".join([item["script"], item.get("asked", ""), " ".join(item["log"])]
                      + [choice["token"] for choice in item["choices"]])
    return set(re.findall(r"[A-Za-z]+", source)) | {
        "iOS", "vclife", "Apple", "UIKit", "SDK", "Swift", "iPhone", "iPad", "YES", "NO", "nil", "super", "self", "view",
        "window", "frame", "inset", "block", "nib", "activity", "dealloc", "MB", "KB", "pt",
    }


def english_in_chinese(words, item):
    """The Latin words of a Chinese text that are English prose: not a selector or a class
    (camelCase, UI…, NS…), a name, an API term, an English gloss in parentheses after its
    Chinese term, or quoted content of the app."""
    words = re.sub(r"（[^）\u3400-\u9fff]*）|“[^”]*”|\"[^\"]*\"", " ", words)
    api = re.compile(r"^([a-z]+[A-Z]\w*|(UI|NS)[A-Z]\w*)$")
    return sorted(w for w in set(re.findall(r"[A-Za-z]+", words)) - allowed_words(item) if not api.match(w))


def student_text(where, text, item, lang, marked=True):
    """Checks one HTML text a student reads, in every view."""
    expect("`" not in re.sub(r"<pre>.*?</pre>", "", text, flags=re.S), f"{where}: a backtick in HTML")
    if LANG == "both" and marked:
        outside = BLOCK.sub("", text)
        expect(not CJK.search(prose(outside)), f"{where}: Chinese outside a multi-language block")
    for language, view in views(text, marked):
        words = prose(view)
        knob = re.search(r"[A-Za-z]+=\S*", words)
        expect(knob is None, f"{where}: a script setting in a student's text: {knob and knob.group(0)}")
        if language == "en":
            expect(not CJK.search(plain(view)), f"{where}: Chinese in English: {plain(view)[:80]}")
        if language == "zh":
            stray = english_in_chinese(words, item)
            expect(not stray, f"{where}: English in Chinese: {stray}")


def contains(where, text, wanted, marked=True):
    """Whether every view of `text` reads the item's `wanted` text in its language."""
    if not wanted:
        return expect(False, f"{where}: the jsonl has no text to find")
    for language, view in views(text, marked):
        for one in ["en", "zh"] if language == "both" else [language]:
            expect(ticks(wanted[one]) in plain(view), f"{where}: no {wanted[one][:60]!r}")


def check_gift(path, items):
    from pygiftparser import parser as gift

    with open(path, encoding="utf-8") as source:
        questions = gift.parseFile(source)
    expect(len(questions) == len(items), f"gift: {len(questions)} questions, {len(items)} items")
    for number, (question, item) in enumerate(zip(questions, items), start=1):
        where = f"gift {number} ({item['id']})"
        expect(question.valid, f"{where}: not valid")
        expect(question.markup == "html", f"{where}: markup {question.markup}")
        text, feedback = gift_text(question.text), gift_text(question.generalFeedback)
        contains(f"{where} question", text, item["question"])
        contains(f"{where} why", feedback, item["why"])
        student_text(f"{where} question", text, item, LANG)
        student_text(f"{where} why", feedback, item, LANG)
        kind = type(question.answers).__name__
        if item["kind"] == "order":
            expect(kind == "MatchingSet", f"{where}: {kind}, not a matching question")
            pairs = [(html.unescape(gift_text(answer.question)), gift_text(answer.answer))
                     for answer in question.answers.answers]
            wanted = [(choice["token"], shown(position(index + 1), LANG))
                      for index, choice in enumerate(right_choices(item))]
            expect(pairs == wanted, f"{where}: pairs {pairs} != {wanted}")
            continue
        expect(kind == "SelectSet", f"{where}: {kind}, not a multiple-choice question")
        answers = question.answers.answers
        expect([answer.fraction for answer in answers]
               == [100 if index + 1 == item["answer"] else 0 for index in range(len(item["choices"]))],
               f"{where}: the answers' fractions")
        for answer, choice in zip(answers, item["choices"]):
            text, why = gift_text(answer.answer), gift_text(answer.feedback or "")
            contains(f"{where} choice", text, choice)
            student_text(f"{where} choice", text, item, LANG)
            expect(why != "", f"{where}: choice {choice['token']} has no feedback")
            contains(f"{where} choice's feedback", why, choice.get("why"))
            student_text(f"{where} choice's feedback", why, item, LANG)


def check_moodle_xml(path, items, other):
    from moodle_xml_parser import parser as moodle

    parsed = moodle.parse_file(path)
    multichoice = parsed["multichoice"]
    wanted_mc = [item for item in items if item["kind"] != "order"]
    expect(len(multichoice) == len(wanted_mc), f"moodle-xml: {len(multichoice)} multichoice, {len(wanted_mc)} items")
    for question, item in zip(multichoice, wanted_mc):
        where = f"moodle-xml {question.name} ({item['id']})"
        expect(question.single, f"{where}: not single")
        contains(f"{where} question", question.text_pre_parse, item["question"])
        contains(f"{where} why", question.general_feedback or "", item["why"])
        expect([option.score_fraction for option in question.options]
               == [100 if index + 1 == item["answer"] else 0 for index in range(len(item["choices"]))],
               f"{where}: the answers' fractions")
        for option, choice in zip(question.options, item["choices"]):
            contains(f"{where} choice", option.answer, choice)
            expect(option.feedback, f"{where}: choice {choice['token']} has no feedback")
            contains(f"{where} choice's feedback", option.feedback or "", choice.get("why"))
    root = ET.parse(path).getroot()
    questions = [q for q in root.findall("question") if q.get("type") != "category"]
    expect(len(questions) == len(items), f"moodle-xml: {len(questions)} questions, {len(items)} items")
    for question, item in zip(questions, items):
        where = f"moodle-xml ({item['id']})"
        expect(question.findtext("idnumber") == item["id"], f"{where}: idnumber")
        expect(LANG != "en" or not CJK.search(question.findtext("name/text")), f"{where}: Chinese in the name")
        for element in question.iter("text"):
            if element.text and element.text != question.findtext("name/text"):
                student_text(f"{where} text", element.text, item, LANG, marked=True)
        if item["kind"] != "order":
            expect(question.get("type") == "multichoice", f"{where}: type {question.get('type')}")
            continue
        expect(question.get("type") == "ordering", f"{where}: type {question.get('type')}")
        answers = sorted(question.findall("answer"), key=lambda answer: float(answer.get("fraction")))
        got = [html.unescape(answer.findtext("text")) for answer in answers]
        expect(got == [choice["token"] for choice in right_choices(item)], f"{where}: order {got}")
    ids = [q.findtext("idnumber") for q in questions]
    expect(len(set(ids)) == len(ids), "moodle-xml: an idnumber twice")
    if other:
        theirs = {q.findtext("idnumber") for q in ET.parse(other).getroot().findall("question")} - {None}
        expect(not set(ids) & theirs, f"moodle-xml: idnumbers in both exports: {sorted(set(ids) & theirs)[:3]}")


def qti_idents(path):
    """The assessment of a QTI package, and its idents that Canvas keeps (the package's, the
    assessment's, the section's, the items', their feedbacks' and their answers'; a
    response_lid's and a matching question's places are the item's own)."""
    with zipfile.ZipFile(path) as package:
        manifest = ET.fromstring(package.read("imsmanifest.xml"))
        ns = {"cp": "http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1"}
        resources = manifest.findall(".//cp:resource", ns)
        assessment = ET.fromstring(package.read(resources[0].get("href")))
    q = "{http://www.imsglobal.org/xsd/ims_qtiasiv1p2}"
    idents = [manifest.get("identifier")] + [r.get("identifier") for r in resources]
    for tag in ["assessment", "section", "item", "itemfeedback"]:
        idents += [element.get("ident") for element in assessment.iter(q + tag)]
    for lid in assessment.iter(q + "response_lid"):
        if lid.get("rcardinality") == "Single":
            idents += [label.get("ident") for label in lid.iter(q + "response_label")]
    return assessment, idents


def check_qti(path, items, other):
    with zipfile.ZipFile(path) as package:
        expect(package.testzip() is None, "qti: a damaged entry")
        names = package.namelist()
        expect("imsmanifest.xml" in names, "qti: no imsmanifest.xml")
        manifest = ET.fromstring(package.read("imsmanifest.xml"))
        ns = {"cp": "http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1"}
        resources = manifest.findall(".//cp:resource", ns)
        expect(len(resources) == 1 and resources[0].get("type") == "imsqti_xmlv1p2", "qti: resource")
        expect(resources[0].get("href") in names, f"qti: {resources[0].get('href')} not in the package")
    assessment, idents = qti_idents(path)
    expect(len(set(idents)) == len(idents), f"qti: an ident twice: {[i for i in idents if idents.count(i) > 1][:3]}")
    if other:
        _, theirs = qti_idents(other)
        expect(not set(idents) & set(theirs), f"qti: idents in both exports: {sorted(set(idents) & set(theirs))[:3]}")
    ns = {"q": "http://www.imsglobal.org/xsd/ims_qtiasiv1p2"}
    found = assessment.findall(".//q:item", ns)
    expect(len(found) == len(items), f"qti: {len(found)} items, {len(items)} in jsonl")
    for element, item in zip(found, items):
        where = f"qti {element.get('ident')} ({item['id']})"
        expect(element.get("ident") == item["id"], f"{where}: the ident is not the item's id")
        fields = {f.findtext("q:fieldlabel", namespaces=ns): f.findtext("q:fieldentry", namespaces=ns)
                  for f in element.findall(".//q:qtimetadatafield", ns)}
        for mattext in element.iter("{http://www.imsglobal.org/xsd/ims_qtiasiv1p2}mattext"):
            student_text(f"{where} text", mattext.text or "", item, LANG, marked=False)
        text = element.find("q:presentation/q:material/q:mattext", ns).text
        contains(f"{where} question", text, item["question"], marked=False)
        feedbacks = {f.get("ident"): f.find(".//q:mattext", ns).text for f in element.findall("q:itemfeedback", ns)}
        contains(f"{where} why", feedbacks.get(item["id"] + "_fb", ""), item["why"], marked=False)
        conditions = element.findall("q:resprocessing/q:respcondition", ns)
        score = Fraction(0)
        for condition in conditions:
            setvar = condition.find("q:setvar", ns)
            if setvar is not None:
                score = Fraction(setvar.text) if setvar.get("action") == "Set" else score + Fraction(setvar.text)
        expect(score == 100, f"{where}: the scores add up to {float(score)}, not exactly 100")
        if item["kind"] == "order":
            expect(fields.get("question_type") == "matching_question", f"{where}: {fields.get('question_type')}")
            for offset, lid in enumerate(element.findall("q:presentation/q:response_lid", ns)):
                left = html.unescape(lid.find("q:material/q:mattext", ns).text)
                expect(left == item["choices"][offset]["token"], f"{where}: left {left}")
                condition = [c for c in conditions if c.find("q:conditionvar/q:varequal", ns) is not None
                             and c.find("q:conditionvar/q:varequal", ns).get("respident") == lid.get("ident")]
                label = condition[0].find("q:conditionvar/q:varequal", ns).text
                place = [l for l in lid.findall(".//q:response_label", ns) if l.get("ident") == label]
                wanted = shown(position(item["answer"].index(offset + 1) + 1), LANG)
                expect(html.unescape(place[0].find(".//q:mattext", ns).text) == wanted, f"{where}: place")
            continue
        expect(fields.get("question_type") == "multiple_choice_question", f"{where}: {fields.get('question_type')}")
        labels = element.findall(".//q:response_label", ns)
        for label, choice in zip(labels, item["choices"]):
            contains(f"{where} choice", label.find(".//q:mattext", ns).text, choice, marked=False)
            said = [c.find("q:displayfeedback", ns).get("linkrefid") for c in conditions
                    if c.find("q:displayfeedback", ns) is not None
                    and c.find("q:conditionvar/q:varequal", ns) is not None
                    and c.find("q:conditionvar/q:varequal", ns).text == label.get("ident")]
            expect(len(said) == 1, f"{where}: choice {choice['token']} has no feedback")
            contains(f"{where} choice's feedback", feedbacks.get(said[0] if said else "", ""), choice.get("why"),
                     marked=False)
        right = [c for c in conditions if c.find("q:setvar", ns) is not None and c.find("q:setvar", ns).text == "100"]
        ident = right[0].find("q:conditionvar/q:varequal", ns).text
        expect(ident == labels[item["answer"] - 1].get("ident"), f"{where}: right answer {ident}")


def check_markdown(path, items):
    with open(path, encoding="utf-8") as source:
        text = source.read()
    heading = {"en": "# Answer key", "zh": "# 答案", "both": "# Answer key / 答案"}[LANG]
    sheet, _, key = text.partition("\n" + heading + "\n")
    expect(key != "", "markdown: no answer key")
    titles = re.findall(r"^## vclife (\d+) · ([^\s（]+)", sheet, flags=re.M)
    kinds = {"next": "下一个回调", "order": "排序", "action": "哪个操作", "version": "哪个版本", "freed": "释放什么", "bug": "找错", "own": "你的类"}
    wanted = [(str(n + 1), kinds[item["kind"]] if LANG == "zh" else item["kind"]) for n, item in enumerate(items)]
    expect(wanted == titles, f"markdown: titles {titles[:3]}")
    for item in items:
        for language in ["en", "zh"]:
            present = LANG in (language, "both")
            expect((item["question"][language] in sheet) == present, f"markdown: {item['id']} question {language}")
            expect((item["why"][language] in key) == present, f"markdown: {item['id']} why {language}")
        expect(f"`{item['id']}`" in key and item["id"] not in sheet, f"markdown: id of {item['id']}")
    words = re.sub(r"```.*?```", "", text, flags=re.S)
    if LANG == "en":
        expect(not CJK.search(words), "markdown: Chinese in English")
    knob = re.search(r"[A-Za-z]+=\S*", re.sub(r"`[^`]*`|<[^>]+>", "", words))
    expect(knob is None, f"markdown: a script setting outside code: {knob and knob.group(0)}")


def main():
    global LANG
    arguments = argparse.ArgumentParser()
    arguments.add_argument("jsonl")
    arguments.add_argument("--lang", choices=["en", "zh", "both"], default="both")
    for name in ["gift", "moodle-xml", "qti", "markdown", "other-qti", "other-moodle-xml"]:
        arguments.add_argument("--" + name)
    options = arguments.parse_args()
    LANG = options.lang
    with open(options.jsonl, encoding="utf-8") as source:
        items = [json.loads(line) for line in source]
    expect(len(items) > 0, "no items")
    for item in items:
        if item["kind"] != "order":
            expect(all("why" in choice for choice in item["choices"]), f"jsonl: a choice of {item['id']} without why")
    if options.gift: check_gift(options.gift, items)
    if options.moodle_xml: check_moodle_xml(options.moodle_xml, items, options.other_moodle_xml)
    if options.qti: check_qti(options.qti, items, options.other_qti)
    if options.markdown: check_markdown(options.markdown, items)
    for problem in problems[:40]:
        print(problem)
    print(f"{len(items)} items: {len(problems)} problems")
    sys.exit(1 if problems else 0)


main()
