# MISTAKE: the three blocks are returned in PyTorch's (d_out, d_in) orientation without transposing them, so x @ w_q is not PyTorch's query projection.
import numpy as np

def unpack_qkv(w_qkv, b_qkv=None):
    n, d = np.shape(w_qkv)
    if len(np.shape(w_qkv)) != 2 or n != 3 * d or (b_qkv is not None and np.shape(b_qkv) != (n,)): raise ValueError("bad shape")
    b = np.zeros(n, w_qkv.dtype) if b_qkv is None else b_qkv
    return (*(w_qkv[i*d:(i+1)*d].copy() for i in range(3)), *(b[i*d:(i+1)*d].copy() for i in range(3)))
