package api

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"strconv"
)

// xlsxFile writes rows as a one-sheet Office Open XML workbook
// (ECMA-376): the parts a spreadsheet needs and nothing else. Every cell
// is an inline string or a number, never a formula, so a name such as
// =HYPERLINK(…) stays text whatever it starts with.
func xlsxFile(sheet string, rows [][]string, numeric func(col int) bool) ([]byte, error) {
	var sheetXML bytes.Buffer
	sheetXML.WriteString(xml.Header + `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`)
	for r, row := range rows {
		fmt.Fprintf(&sheetXML, `<row r="%d">`, r+1)
		for c, v := range row {
			ref := cellRef(c, r)
			if _, err := strconv.ParseFloat(v, 64); err == nil && r > 0 && numeric(c) {
				fmt.Fprintf(&sheetXML, `<c r="%s"><v>%s</v></c>`, ref, v)
				continue
			}
			fmt.Fprintf(&sheetXML, `<c r="%s" t="inlineStr"><is><t xml:space="preserve">`, ref)
			if err := xml.EscapeText(&sheetXML, []byte(v)); err != nil {
				return nil, err
			}
			sheetXML.WriteString(`</t></is></c>`)
		}
		sheetXML.WriteString(`</row>`)
	}
	sheetXML.WriteString(`</sheetData></worksheet>`)
	var name bytes.Buffer
	if err := xml.EscapeText(&name, []byte(sheet)); err != nil {
		return nil, err
	}
	parts := []struct{ path, body string }{
		{"[Content_Types].xml", xml.Header + `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
			`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
			`<Default Extension="xml" ContentType="application/xml"/>` +
			`<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
			`<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
			`</Types>`},
		{"_rels/.rels", xml.Header + `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>` +
			`</Relationships>`},
		{"xl/workbook.xml", xml.Header + `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ` +
			`xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>` +
			`<sheet name="` + name.String() + `" sheetId="1" r:id="rId1"/></sheets></workbook>`},
		{"xl/_rels/workbook.xml.rels", xml.Header + `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
			`</Relationships>`},
		{"xl/worksheets/sheet1.xml", sheetXML.String()},
	}
	var out bytes.Buffer
	z := zip.NewWriter(&out)
	for _, p := range parts {
		f, err := z.Create(p.path)
		if err != nil {
			return nil, err
		}
		if _, err := f.Write([]byte(p.body)); err != nil {
			return nil, err
		}
	}
	if err := z.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// cellRef is a cell's A1 reference: column c and row r, both from 0.
func cellRef(c, r int) string {
	col := ""
	for c++; c > 0; c = (c - 1) / 26 {
		col = string(rune('A'+(c-1)%26)) + col
	}
	return fmt.Sprintf("%s%d", col, r+1)
}
