# WRONG: splits heads with a direct reshape (batch, seq, d) -> (batch, heads, seq, head_dim) (and merges back the same way) instead of (batch, seq, heads, head_dim) + transpose.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, tq, d = x_dec.shape
    tk = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("heads")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, num_heads, tq, hd)
    k = (x_enc @ w_k).reshape(b, num_heads, tk, hd)
    v = (x_enc @ w_v).reshape(b, num_heads, tk, hd)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    p = np.exp(s - mx)
    tot = p.sum(-1, keepdims=True)
    p = np.divide(p, tot, out=np.zeros_like(p), where=tot != 0)
    out = (p @ v).reshape(b, tq, d) @ w_o
    return out.astype(x_dec.dtype), p.astype(x_dec.dtype)
