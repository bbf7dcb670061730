# MISTAKE: padded keys get a finite -1e9 instead of -inf, so a sentence whose source is ALL padding
# gets uniform weights over the padding (and a non-zero output) instead of zeros.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    dt = x_dec.dtype
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    q = np.einsum('btd,de->bte', x_dec, w_q).reshape(b, td, num_heads, hd)
    k = np.einsum('btd,de->bte', x_enc, w_k).reshape(b, te, num_heads, hd)
    v = np.einsum('btd,de->bte', x_enc, w_v).reshape(b, te, num_heads, hd)
    s = np.einsum('bqhc,bkhc->bhqk', q, k) / np.sqrt(hd)
    if enc_padding_mask is not None:
        s = np.where(np.asarray(enc_padding_mask)[:, None, None, :], s, -1e9)
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(-1, keepdims=True)
    ctx = np.einsum('bhqk,bkhc->bqhc', p, v).reshape(b, td, d)
    out = np.einsum('bqd,de->bqe', ctx, w_o)
    return out.astype(dt), p.astype(dt)
