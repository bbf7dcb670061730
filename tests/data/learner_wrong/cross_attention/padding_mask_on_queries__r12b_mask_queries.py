# WRONG: lays the padding mask out as (batch, 1, t_enc, 1), i.e. over the query axis instead of the key axis: raises a broadcasting error when t_dec != t_enc, and when t_dec == t_enc it masks whole query rows (they get zero weights/output) while padded keys stay attended; otherwise right.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads

    def heads(t, n):
        return t.reshape(b, n, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = heads(x_dec @ w_q, td), heads(x_enc @ w_k, te), heads(x_enc @ w_v, te)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(float(hd))
    s = s.astype(x_dec.dtype)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, :, None], s, -np.inf)
    m = np.max(s, -1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    o = np.einsum("bhqk,bhkd->bhqd", w, v).transpose(0, 2, 1, 3).reshape(b, td, d)
    return o @ w_o, w
