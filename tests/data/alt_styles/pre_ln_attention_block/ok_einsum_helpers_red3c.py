import numpy as np

# correct: helpers + einsum, float64 internally, cast back
def _ln(x, g, b, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * g + b

def _softmax_safe(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError(f"d_model {D} not divisible by num_heads {num_heads}")
    hd = D // num_heads
    xf = x.astype(np.float64)
    h = _ln(xf, gamma.astype(np.float64), beta.astype(np.float64), eps)
    q = np.einsum('btd,de->bte', h, w_q.astype(np.float64)).reshape(B, T, num_heads, hd)
    k = np.einsum('btd,de->bte', h, w_k.astype(np.float64)).reshape(B, T, num_heads, hd)
    v = np.einsum('btd,de->bte', h, w_v.astype(np.float64)).reshape(B, T, num_heads, hd)
    s = np.einsum('bqhd,bkhd->bhqk', q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    p = _softmax_safe(s)
    o = np.einsum('bhqk,bkhd->bqhd', p, v).reshape(B, T, D)
    return (xf + o @ w_o.astype(np.float64)).astype(x.dtype)
