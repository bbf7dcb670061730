# wrong: splits heads with a bare reshape (b, seq, d) -> (b, heads, seq, head_dim) without the transpose, and merges back with the matching bare reshape; otherwise correct
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, dm = x_dec.shape
    te = x_enc.shape[1]
    if dm % num_heads != 0:
        raise ValueError("bad heads")
    hd = dm // num_heads
    q = (x_dec @ w_q).reshape(b, num_heads, td, hd)
    k = (x_enc @ w_k).reshape(b, num_heads, te, hd)
    v = (x_enc @ w_v).reshape(b, num_heads, te, hd)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(x_dec.dtype.type(hd))
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    den = e.sum(-1, keepdims=True)
    w = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    o = (w @ v).reshape(b, td, dm)
    return o @ w_o, w
