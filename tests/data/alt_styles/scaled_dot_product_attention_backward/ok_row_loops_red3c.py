import numpy as np

# correct: per query row, explicit Jacobian of that row's softmax; batch axes flattened
def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    lead = q.shape[:-2]
    ql, d = q.shape[-2:]
    kl, dv_ = k.shape[-2], v.shape[-1]
    M = np.ones(lead + (ql, kl), bool) if mask is None else np.broadcast_to(mask, lead + (ql, kl))
    Q = q.reshape(-1, ql, d).astype(np.float64); K = k.reshape(-1, kl, d).astype(np.float64)
    V = v.reshape(-1, kl, dv_).astype(np.float64); G = grad_out.reshape(-1, ql, dv_).astype(np.float64)
    Mf = M.reshape(-1, ql, kl)
    dQ = np.zeros_like(Q); dK = np.zeros_like(K); dV = np.zeros_like(V)
    for b in range(Q.shape[0]):
        for i in range(ql):
            allowed = Mf[b, i]
            if not allowed.any():
                continue
            s = K[b] @ Q[b, i] / np.sqrt(d)
            s = np.where(allowed, s, -np.inf)
            p = np.exp(s - s[allowed].max()); p /= p.sum()
            dV[b] += np.outer(p, G[b, i])
            dp = V[b] @ G[b, i]
            J = np.diag(p) - np.outer(p, p)
            ds = J @ dp
            dQ[b, i] = ds @ K[b] / np.sqrt(d)
            dK[b] += np.outer(ds, Q[b, i]) / np.sqrt(d)
    dt = q.dtype
    return dQ.reshape(q.shape).astype(dt), dK.reshape(k.shape).astype(dt), dV.reshape(v.shape).astype(dt)
