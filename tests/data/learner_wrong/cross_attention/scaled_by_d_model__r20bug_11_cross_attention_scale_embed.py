# SOURCE: https://github.com/aladdinpersson/Machine-Learning-Collection/issues/65
# BUG: attention = torch.softmax(energy / (self.embed_size ** (1 / 2)), dim=3) -- the scores are scaled by
#      sqrt(embed_size) instead of sqrt(head_dim) (this SelfAttention is also the decoder's encoder-decoder attention).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec); x_enc = np.asarray(x_enc)
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, td, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, te, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, te, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)     # BUG: embed_size instead of head_dim
    if enc_padding_mask is not None:
        s = np.where(np.asarray(enc_padding_mask)[:, None, None, :], s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0.0)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d) @ w_o
    return out.astype(x_dec.dtype), w.astype(x_dec.dtype)
