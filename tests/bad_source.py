"""The bad-source check the tail families' table builders share (not a
test module): one record with a field changed, refused by ``--check`` in
one line naming the record and what is wrong, exit 2.
"""


def refused_in_one_line(builder, tmp_path, monkeypatch, capsys, fields, says):
    """Writes record ``bad`` of ``fields`` ({field: TOML value}) as the
    source of ``builder`` (a host_tools module with ``SOURCE`` and
    ``main``) and asserts that its ``--check`` refuses it with one line
    saying ``says``."""
    src = tmp_path / "source.toml"
    src.write_text("[bad]\n" + "".join("%s = %s\n" % kv for kv in fields.items()))
    monkeypatch.setattr(builder, "SOURCE", str(src))
    assert builder.main(["--check"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad: " + says in err
