import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, dm = x_dec.shape
    te = x_enc.shape[1]
    if dm % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = dm // num_heads

    def split(t):
        return t.reshape(t.shape[0], t.shape[1], num_heads, hd).transpose(0, 2, 1, 3)

    q = split(x_dec @ w_q)
    k = split(x_enc @ w_k)
    v = split(x_enc @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    allowed = np.ones((b, 1, 1, te), dtype=bool)
    if enc_padding_mask is not None:
        allowed = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
    allowed = np.broadcast_to(allowed, s.shape)
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allowed, np.exp(s - m), 0)
    z = e.sum(axis=-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(x_dec.dtype)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(b, td, dm) @ w_o
    return o.astype(x_dec.dtype), p
