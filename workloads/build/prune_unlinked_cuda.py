"""Removes the GPU-only weight a CPU image copied from a CUDA virtualenv does not load.

The local image build (VARIANT=venv) copies the suites' virtualenv, which holds PyPI's CUDA builds
of PyTorch. On a CPU node, `import torch` loads only the CUDA libraries PyTorch's own libraries
link (DT_NEEDED, followed transitively); cuDNN's kernels, the profiler's libraries and Triton
(the GPU compiler) are opened only when a GPU runs them. This keeps every linked library and
removes the rest: about 2 GB of the 7 GB image. Usage: prune_unlinked_cuda.py <site-packages>.
"""

import shutil
import struct
import sys
from pathlib import Path

SHT_DYNAMIC = 6
DT_NEEDED = 1


def needed_libraries(path: Path) -> list[str]:
    """The DT_NEEDED names of a 64-bit little-endian ELF shared object (empty for anything else)."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return []
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names = []
    for _name, kind, _flags, _addr, offset, size, link, _info, _align, entsize in sections:
        if kind != SHT_DYNAMIC:
            continue
        strings = sections[link][4]
        for at in range(offset, offset + size, entsize or 16):
            tag, value = struct.unpack_from("<qQ", data, at)
            if tag == DT_NEEDED:
                end = data.index(b"\0", strings + value)
                names.append(data[strings + value : end].decode())
    return names


def main(site: Path) -> None:
    shutil.rmtree(site / "triton", ignore_errors=True)
    cuda = {p.name: p for p in (site / "nvidia").rglob("*.so*") if p.is_file()}
    roots = [p for p in site.rglob("*.so*") if p.is_file() and "nvidia" not in p.relative_to(site).parts]
    linked: set[Path] = set()
    pending = list(roots)
    while pending:
        for name in needed_libraries(pending.pop()):
            library = cuda.get(name)
            if library and library not in linked:
                linked.add(library)
                pending.append(library)
    removed = [p for p in cuda.values() if p not in linked]
    freed = sum(p.stat().st_size for p in removed)
    for path in removed:
        path.unlink()
    print(f"kept {len(linked)} linked CUDA libraries; removed {len(removed)} others and Triton ({freed >> 20} MiB)")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
