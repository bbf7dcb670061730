import numpy as np

# reshapes into (d, 3, d) - interleaved rows instead of blocks
def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError
    d = w_qkv.shape[1]
    r = w_qkv.reshape(d, 3, d)
    ws = [r[:, i, :].T.copy() for i in range(3)]
    b = np.zeros(3 * d, w_qkv.dtype) if b_qkv is None else np.asarray(b_qkv)
    if b.shape != (3 * d,):
        raise ValueError
    bs = [b.reshape(d, 3)[:, i].copy() for i in range(3)]
    return (*ws, *bs)
