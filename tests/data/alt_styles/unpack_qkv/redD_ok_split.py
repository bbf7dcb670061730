import numpy as np

def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("shape")
    d = w_qkv.shape[1]
    ws = [blk.T.copy() for blk in np.split(w_qkv, 3, axis=0)]
    if b_qkv is None:
        bs = [np.zeros(d, dtype=w_qkv.dtype) for _ in range(3)]
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("bias shape")
        bs = [c.copy() for c in np.split(b_qkv, 3)]
    return (*ws, *bs)
