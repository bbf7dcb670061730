# MISTAKE: returns VIEWS into w_qkv / b_qkv (slices and .T without a copy), so writing into a returned weight changes the caller's packed matrix.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    shape = np.shape(w_qkv)
    if len(shape) != 2 or shape[0] != 3 * shape[1]:
        raise ValueError(f"expected (3d, d), got {shape}")
    d = shape[1]
    if b_qkv is not None and np.shape(b_qkv) != (3 * d,):
        raise ValueError("bad bias shape")
    out = []
    for j in range(3):
        out.append(w_qkv[j * d:(j + 1) * d, :].T)
    for j in range(3):
        if b_qkv is None:
            out.append(np.zeros((d,), dtype=w_qkv.dtype))
        else:
            out.append(b_qkv[j * d:(j + 1) * d])
    return tuple(out)
