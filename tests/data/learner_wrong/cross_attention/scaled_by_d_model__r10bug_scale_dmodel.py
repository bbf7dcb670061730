# URL: https://github.com/chelsea0x3b/dfdx/issues/171
# Bug: divides the scores by sqrt(d_model) (M) instead of sqrt(head_dim) (M // H); everything else correct.
import numpy as np

def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("bad heads")
    hd = d // num_heads
    sp = lambda t, n: t.reshape(b, n, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(x_dec @ w_q, td), sp(x_enc @ w_k, te), sp(x_enc @ w_v, te)
    s = np.einsum('bhqd,bhkd->bhqk', q, k) / np.sqrt(x_dec.dtype.type(d))
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isinf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = (e / np.where(z == 0, 1, z)).astype(x_dec.dtype)
    out = np.einsum('bhqk,bhkd->bqhd', w, v).reshape(b, td, d) @ w_o
    return out.astype(x_dec.dtype), w
