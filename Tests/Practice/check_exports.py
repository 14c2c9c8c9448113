#!/usr/bin/env python3
"""Reads vclife practice exports back with parsers vclife does not share code with, and checks
each against the jsonl export of the same seed: the same questions in the same order, the same
right answer, every choice and the why present.

    check_exports.py ITEMS.jsonl --gift F --moodle-xml F --qti F --markdown F

GIFT is read by pygiftparser, Moodle XML's multiple-choice questions by moodle-xml-parser (its
ordering questions, which that parser skips, by ElementTree), the QTI package by zipfile and
ElementTree. Exits 1 with one line per problem."""
import argparse
import html
import json
import re
import sys
import xml.etree.ElementTree as ET
import zipfile

problems = []


def expect(condition, message):
    if not condition:
        problems.append(message)


def both(choice):
    return choice["en"] if choice["en"] == choice["zh"] else choice["en"] + " / " + choice["zh"]


def position(index):
    return f"position {index} / 第 {index} 位"


def right_choices(item):
    return [item["choices"][index - 1] for index in (item["answer"] if item["kind"] == "order" else [item["answer"]])]


def gift_text(text):
    """GIFT's backslash escapes undone, as Moodle's importer does."""
    return re.sub(r"\\(.)", r"\1", text).strip()


def check_gift(path, items):
    from pygiftparser import parser as gift

    with open(path, encoding="utf-8") as source:
        questions = gift.parseFile(source)
    expect(len(questions) == len(items), f"gift: {len(questions)} questions, {len(items)} items")
    for number, (question, item) in enumerate(zip(questions, items), start=1):
        where = f"gift {number} ({item['id']})"
        expect(question.valid, f"{where}: not valid")
        expect(question.markup == "html", f"{where}: markup {question.markup}")
        expect(item["question"]["en"] in html.unescape(gift_text(question.text)), f"{where}: question text")
        expect(item["why"]["zh"] in html.unescape(gift_text(question.generalFeedback)), f"{where}: why")
        kind = type(question.answers).__name__
        if item["kind"] == "order":
            expect(kind == "MatchingSet", f"{where}: {kind}, not a matching question")
            pairs = [(html.unescape(gift_text(answer.question)), gift_text(answer.answer))
                     for answer in question.answers.answers]
            wanted = [(choice["token"], position(index + 1)) for index, choice in enumerate(right_choices(item))]
            expect(pairs == wanted, f"{where}: pairs {pairs} != {wanted}")
        else:
            expect(kind == "SelectSet", f"{where}: {kind}, not a multiple-choice question")
            answers = [(html.unescape(gift_text(answer.answer)), answer.fraction) for answer in question.answers.answers]
            wanted = [(both(choice), 100 if index + 1 == item["answer"] else 0)
                      for index, choice in enumerate(item["choices"])]
            expect(answers == wanted, f"{where}: answers {answers} != {wanted}")


def check_moodle_xml(path, items):
    from moodle_xml_parser import parser as moodle

    parsed = moodle.parse_file(path)
    multichoice = parsed["multichoice"]
    wanted_mc = [item for item in items if item["kind"] != "order"]
    expect(len(multichoice) == len(wanted_mc), f"moodle-xml: {len(multichoice)} multichoice, {len(wanted_mc)} items")
    for question, item in zip(multichoice, wanted_mc):
        where = f"moodle-xml {question.name} ({item['id']})"
        expect(question.single, f"{where}: not single")
        expect(item["question"]["zh"] in html.unescape(question.text_pre_parse), f"{where}: question text")
        expect(item["why"]["en"] in html.unescape(question.general_feedback or ""), f"{where}: why")
        answers = [(html.unescape(option.answer), option.score_fraction) for option in question.options]
        wanted = [(both(choice), 100 if index + 1 == item["answer"] else 0)
                  for index, choice in enumerate(item["choices"])]
        expect(answers == wanted, f"{where}: answers {answers} != {wanted}")
    root = ET.parse(path).getroot()
    questions = [q for q in root.findall("question") if q.get("type") != "category"]
    expect(len(questions) == len(items), f"moodle-xml: {len(questions)} questions, {len(items)} items")
    for question, item in zip(questions, items):
        where = f"moodle-xml ({item['id']})"
        expect(question.findtext("idnumber") == item["id"], f"{where}: idnumber")
        if item["kind"] != "order":
            expect(question.get("type") == "multichoice", f"{where}: type {question.get('type')}")
            continue
        expect(question.get("type") == "ordering", f"{where}: type {question.get('type')}")
        answers = sorted(question.findall("answer"), key=lambda answer: float(answer.get("fraction")))
        got = [html.unescape(answer.findtext("text")) for answer in answers]
        expect(got == [choice["token"] for choice in right_choices(item)], f"{where}: order {got}")


def check_qti(path, items):
    with zipfile.ZipFile(path) as package:
        expect(package.testzip() is None, "qti: a damaged entry")
        names = package.namelist()
        expect("imsmanifest.xml" in names, "qti: no imsmanifest.xml")
        manifest = ET.fromstring(package.read("imsmanifest.xml"))
        ns = {"cp": "http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1"}
        resources = manifest.findall(".//cp:resource", ns)
        expect(len(resources) == 1 and resources[0].get("type") == "imsqti_xmlv1p2", "qti: resource")
        href = resources[0].get("href")
        expect(href in names, f"qti: {href} not in the package")
        assessment = ET.fromstring(package.read(href))
    ns = {"q": "http://www.imsglobal.org/xsd/ims_qtiasiv1p2"}
    found = assessment.findall(".//q:item", ns)
    expect(len(found) == len(items), f"qti: {len(found)} items, {len(items)} in jsonl")
    for element, item in zip(found, items):
        where = f"qti {element.get('ident')} ({item['id']})"
        fields = {f.findtext("q:fieldlabel", namespaces=ns): f.findtext("q:fieldentry", namespaces=ns)
                  for f in element.findall(".//q:qtimetadatafield", ns)}
        text = element.find("q:presentation/q:material/q:mattext", ns).text
        expect(item["question"]["en"] in html.unescape(text), f"{where}: question text")
        feedback = element.find("q:itemfeedback//q:mattext", ns).text
        expect(item["why"]["zh"] in html.unescape(feedback), f"{where}: why")
        if item["kind"] == "order":
            expect(fields.get("question_type") == "matching_question", f"{where}: {fields.get('question_type')}")
            for offset, lid in enumerate(element.findall("q:presentation/q:response_lid", ns)):
                left = html.unescape(lid.find("q:material/q:mattext", ns).text)
                expect(left == item["choices"][offset]["token"], f"{where}: left {left}")
                condition = [c for c in element.findall("q:resprocessing/q:respcondition", ns)
                             if c.find("q:conditionvar/q:varequal", ns) is not None
                             and c.find("q:conditionvar/q:varequal", ns).get("respident") == lid.get("ident")]
                label = condition[0].find("q:conditionvar/q:varequal", ns).text
                shown = [l for l in lid.findall(".//q:response_label", ns) if l.get("ident") == label]
                place = item["answer"].index(offset + 1) + 1
                expect(html.unescape(shown[0].find(".//q:mattext", ns).text) == position(place), f"{where}: place")
        else:
            expect(fields.get("question_type") == "multiple_choice_question", f"{where}: {fields.get('question_type')}")
            labels = element.findall(".//q:response_label", ns)
            texts = [html.unescape(label.find(".//q:mattext", ns).text) for label in labels]
            expect(texts == [both(choice) for choice in item["choices"]], f"{where}: choices {texts}")
            right = [c for c in element.findall("q:resprocessing/q:respcondition", ns)
                     if c.find("q:setvar", ns) is not None and c.find("q:setvar", ns).text == "100"]
            ident = right[0].find("q:conditionvar/q:varequal", ns).text
            expect(ident == labels[item["answer"] - 1].get("ident"), f"{where}: right answer {ident}")


def check_markdown(path, items):
    with open(path, encoding="utf-8") as source:
        text = source.read()
    sheet, _, key = text.partition("# Answer key / 答案")
    expect(key != "", "markdown: no answer key")
    titles = re.findall(r"^## vclife (\d+) · (\w+)", sheet, flags=re.M)
    expect([(str(n + 1), item["kind"]) for n, item in enumerate(items)] == titles, "markdown: titles")
    for item in items:
        expect(item["question"]["zh"] in sheet and item["why"]["en"] in key, f"markdown: {item['id']}")
        expect(f"`{item['id']}`" in key and item["id"] not in sheet, f"markdown: id of {item['id']}")


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("jsonl")
    for name in ["gift", "moodle-xml", "qti", "markdown"]:
        arguments.add_argument("--" + name)
    options = arguments.parse_args()
    with open(options.jsonl, encoding="utf-8") as source:
        items = [json.loads(line) for line in source]
    expect(len(items) > 0, "no items")
    if options.gift: check_gift(options.gift, items)
    if options.moodle_xml: check_moodle_xml(options.moodle_xml, items)
    if options.qti: check_qti(options.qti, items)
    if options.markdown: check_markdown(options.markdown, items)
    for problem in problems[:40]:
        print(problem)
    print(f"{len(items)} items: {len(problems)} problems")
    sys.exit(1 if problems else 0)


main()
