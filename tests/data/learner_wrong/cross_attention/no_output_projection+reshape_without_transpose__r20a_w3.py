# MISTAKE: (1) heads are split with a plain reshape to (batch, num_heads, seq, head_dim) (no transpose from (batch, seq, num_heads, head_dim)), and merged back the same way -- wrong head contents when num_heads > 1;
# MISTAKE: (2) the output projection w_o is never applied.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, num_heads, td, hd)
    k = (x_enc @ w_k).reshape(b, num_heads, te, hd)
    v = (x_enc @ w_v).reshape(b, num_heads, te, hd)
    s = np.matmul(q, np.swapaxes(k, 2, 3)) / np.sqrt(hd)
    if enc_padding_mask is None:
        ok = np.ones((b, 1, 1, te), dtype=bool)
    else:
        ok = enc_padding_mask.reshape(b, 1, 1, te)
    s = np.where(ok, s, -np.inf)
    top = np.max(s, axis=-1, keepdims=True)
    top = np.where(np.isneginf(top), 0.0, top)
    p = np.where(ok, np.exp(s - top), 0.0)
    tot = p.sum(axis=-1, keepdims=True)
    p = p / np.where(tot == 0, 1.0, tot)
    out = np.matmul(p, v).reshape(b, td, d)
    return out.astype(x_dec.dtype), p.astype(x_dec.dtype)
