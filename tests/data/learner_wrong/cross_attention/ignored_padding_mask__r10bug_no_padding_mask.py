# URL: https://github.com/tensorflow/tensorflow/issues/512
# Bug: the encoder padding mask is never applied (padded source tokens get attention weight; an all-padding source gives uniform weights, not zeros); otherwise correct.
import numpy as np

def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("bad heads")
    hd = d // num_heads
    sp = lambda t, n: t.reshape(b, n, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(x_dec @ w_q, td), sp(x_enc @ w_k, te), sp(x_enc @ w_v, te)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(x_dec.dtype.type(hd))
    e = np.exp(s - s.max(-1, keepdims=True))
    w = (e / e.sum(-1, keepdims=True)).astype(x_dec.dtype)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d) @ w_o
    return out.astype(x_dec.dtype), w
