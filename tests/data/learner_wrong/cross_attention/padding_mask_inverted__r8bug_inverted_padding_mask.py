# https://github.com/lucidrains/x-transformers/issues/160 — boolean mask convention inverted: enc_padding_mask True is treated as "mask out", so real source tokens are hidden and padding is attended; everything else correct.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, td, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, te, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, te, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        masked_out = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        s = np.where(masked_out, -np.inf, s)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0).astype(x_dec.dtype)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d) @ w_o
    return out.astype(x_dec.dtype), w
