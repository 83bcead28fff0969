import { useEffect, useRef, type CSSProperties } from 'react';

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
}

/** The browser's editing command, where it exists (not in every test DOM). */
function exec(command: string, arg?: string) {
  if (typeof document.execCommand === 'function') document.execCommand(command, false, arg);
}

/** A toolbar button that keeps the editor's selection (mousedown would move focus away). */
function Tool({ title, onClick, style, children }: { title: string; onClick: () => void; style?: CSSProperties; children: string }) {
  return (
    <button type="button" title={title} aria-label={title} onMouseDown={(e) => e.preventDefault()} onClick={onClick} style={style}>
      {children}
    </button>
  );
}

/**
 * A small editor for notices: bold, italic, underline and links. The server keeps only
 * b, i, u, strong, em, br, p, span and http(s) links, so nothing else is offered.
 */
export function RichTextEditor({ label, value, onChange }: RichTextEditorProps) {
  const area = useRef<HTMLDivElement>(null);

  // Write the starting HTML once; afterwards the element owns its content (typing keeps the caret).
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = (command: string, arg?: string) => {
    area.current?.focus();
    exec(command, arg);
    onChange(area.current?.innerHTML ?? '');
  };

  const addLink = () => {
    const url = window.prompt('링크 주소를 입력해주세요. (http:// 또는 https://)', 'https://');
    if (!url) return;
    if (!/^https?:\/\/\S+$/i.test(url.trim())) {
      window.alert('http:// 또는 https:// 로 시작하는 주소만 넣을 수 있습니다.');
      return;
    }
    run('createLink', url.trim());
  };

  return (
    <div className="field">
      <span className="field__label" id="notice-editor-label">
        {label}
      </span>
      <div className="adm-editor">
        <div className="adm-editor__tools" role="toolbar" aria-label="서식">
          <Tool title="굵게" onClick={() => run('bold')} style={{ fontWeight: 800 }}>
            B
          </Tool>
          <Tool title="기울임" onClick={() => run('italic')} style={{ fontStyle: 'italic' }}>
            I
          </Tool>
          <Tool title="밑줄" onClick={() => run('underline')} style={{ textDecoration: 'underline' }}>
            U
          </Tool>
          <Tool title="링크 넣기" onClick={addLink}>
            링크
          </Tool>
          <Tool title="링크 빼기" onClick={() => run('unlink')}>
            링크 빼기
          </Tool>
        </div>
        <div
          ref={area}
          className="adm-editor__area"
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby="notice-editor-label"
          tabIndex={0}
          onInput={(e) => onChange(e.currentTarget.innerHTML)}
        />
      </div>
    </div>
  );
}
