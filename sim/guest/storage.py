"""Stand-in for ``storage``: boot.py made the drive writable for code."""


class _Mount:
    readonly = False


_MOUNT = _Mount()


def remount(path, readonly=False, disable_concurrent_write_protection=False):
    _MOUNT.readonly = readonly


def getmount(path):
    return _MOUNT
