# MISTAKE: (1) forgets to transpose the blocks (returns PyTorch's (d_out, d_in) orientation); (2) for b_qkv=None returns None biases instead of zeros.
import numpy as np

def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad shape")
    w_q, w_k, w_v = (blk.copy() for blk in np.split(w_qkv, 3, axis=0))
    if b_qkv is None:
        return w_q, w_k, w_v, None, None, None
    b_q, b_k, b_v = (blk.copy() for blk in np.split(np.asarray(b_qkv), 3))
    return w_q, w_k, w_v, b_q, b_k, b_v
