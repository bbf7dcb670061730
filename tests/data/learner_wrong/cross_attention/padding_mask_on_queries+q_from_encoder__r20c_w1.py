# MISTAKE: (1) the padding mask is laid out as (batch, 1, t_enc, 1) -- along the query axis -- instead of (batch, 1, 1, t_enc); (2) queries come from x_enc and keys/values from x_dec (roles swapped).
import numpy as np

def _heads(y, h):
    b, t, d = y.shape
    return y.reshape(b, t, h, d // h).swapaxes(1, 2)

def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d = x_dec.shape[-1]
    if d % num_heads:
        raise ValueError("heads")
    q = _heads(x_enc @ w_q, num_heads)
    k = _heads(x_dec @ w_k, num_heads)
    v = _heads(x_dec @ w_v, num_heads)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(d // num_heads)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, :, None], s, -np.inf)
    m = s.max(-1, keepdims=True); m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m); z = e.sum(-1, keepdims=True)
    p = e / np.where(z == 0, 1, z)
    o = (p @ v).swapaxes(1, 2).reshape(q.shape[0], -1, d)
    return (o @ w_o).astype(x_dec.dtype), p.astype(x_dec.dtype)
