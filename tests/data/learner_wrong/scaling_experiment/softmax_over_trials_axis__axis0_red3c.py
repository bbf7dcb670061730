import numpy as np

# wrong: softmax taken over the trials axis (axis 0) instead of over the keys
def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    raw = np.einsum('td,tkd->tk', q, k)
    var, ent, mg = [], [], []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        p = np.exp(s - s.max(0, keepdims=True)); p /= p.sum(0, keepdims=True)
        var.append(s.var())
        ent.append(np.mean(-np.sum(p * np.log(np.clip(p, 1e-300, None)), axis=1)))
        mg.append(np.mean(np.max(p * (1 - p), axis=1)))
    return np.array(var), np.array(ent), np.array(mg)
