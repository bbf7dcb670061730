# MISTAKE: the variance is taken per trial over its keys (var along axis 1) and then averaged, instead of the variance of all n_trials * n_keys scores together.
import numpy as np


def scaling_experiment(q, k):
    # MATLAB: S = squeeze(sum(K .* permute(q, [1 3 2]), 3)); v = mean(var(S, 1, 2));
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("q must be (n_trials, d_k), k (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    S = np.sum(k * q[:, None, :], axis=2)
    cols = [S, S / np.sqrt(d_k)]
    V = np.zeros(2)
    H = np.zeros(2)
    G = np.zeros(2)
    for c in range(2):
        X = cols[c]
        V[c] = np.mean(np.var(X, axis=1))
        E = np.exp(X - np.max(X, axis=1, keepdims=True))
        P = E / np.sum(E, axis=1, keepdims=True)
        L = np.zeros_like(P)
        L[P > 0] = np.log(P[P > 0])
        H[c] = np.mean(-np.sum(P * L, axis=1))
        G[c] = np.mean(np.max(P * (1 - P), axis=1))
    return V, H, G
