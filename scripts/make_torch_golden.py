"""Produce PyTorch golden vectors for the references in solutions/ (run by hand; torch is NOT a
project dependency and the suite never imports it).

    pip install torch==2.13.0        # the CPU build; do not pull a CUDA build
    python scripts/make_torch_golden.py

Writes tests/data/torch_golden/<case>.npz (inputs and PyTorch's outputs, float64) and
tests/data/torch_golden/manifest.json (for every case: the exercise it checks, how to call the
reference, which PyTorch API produced the numbers, and the torch/numpy versions).
tests/test_torch_golden.py replays every case through our reference and requires agreement
within 1e-9.

Conventions bridged here (ours -> PyTorch):
- boolean masks: ours True = may attend, like F.scaled_dot_product_attention's bool attn_mask;
  nn.MultiheadAttention's bool attn_mask / key_padding_mask use True = NOT allowed, so they get ~mask;
- projections: ours x @ W with W (d_in, d_out); nn.Linear / in_proj_weight store W.T (d_out, d_in);
- is_causal in PyTorch is top-left aligned when q_len != k_len; we pass an explicit bottom-right mask;
- weights of fully masked rows: torch.ops.aten._safe_softmax (zeros), as SDPA does since 2.5.
"""

from __future__ import annotations

import json
import math
import platform
import sys
from pathlib import Path

import numpy as np

try:
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel
except ImportError:  # pragma: no cover - a hand-run script
    sys.exit("make_torch_golden.py needs PyTorch: pip install torch==2.13.0 (CPU build)")

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "torch_golden"
DT = torch.float64
CASES: list[dict] = []


def t(a) -> "torch.Tensor":
    return torch.as_tensor(np.asarray(a)).to(DT) if np.asarray(a).dtype.kind == "f" else torch.as_tensor(np.asarray(a))


def n(x) -> np.ndarray:
    return x.detach().cpu().numpy()


def add(name: str, exercise: str, api: str, args: dict, outputs: dict, note: str = "",
        tolerance: dict | None = None) -> None:
    """args: name -> ndarray (stored in the npz) or a plain value (stored in the manifest)."""
    arrays, values = {}, {}
    for k, v in args.items():
        if isinstance(v, np.ndarray):
            arrays[f"arg__{k}"] = v
            values[k] = {"array": f"arg__{k}"}
        else:
            values[k] = {"value": v}
    for k, v in outputs.items():
        arrays[f"out__{k}"] = np.asarray(v)
    np.savez(OUT / f"{name}.npz", torch_version=np.array(torch.__version__), **arrays)
    case = {"name": name, "exercise": exercise, "torch_api": api, "args": values, "outputs": list(outputs), "note": note}
    if tolerance is not None:  # only where PyTorch itself is measurably less exact; the note says why
        case["tolerance"] = tolerance
    CASES.append(case)


def bool_np(x) -> np.ndarray:
    return np.asarray(x, dtype=bool)


def bottom_right(q_len: int, k_len: int) -> np.ndarray:
    return np.ones((q_len, k_len), dtype=bool).__and__(
        np.arange(k_len)[None, :] <= np.arange(q_len)[:, None] + (k_len - q_len))


def safe_weights(q, k, mask=None):
    s = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = s.masked_fill(~mask, float("-inf"))
    return torch.ops.aten._safe_softmax(s, -1)


def sdpa(q, k, v, mask=None, **kw):
    with sdpa_kernel(SDPBackend.MATH):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, **kw)


def mha_module(d: int, heads: int, rng, bias: bool = False) -> "torch.nn.MultiheadAttention":
    m = torch.nn.MultiheadAttention(d, heads, bias=bias, batch_first=True, dtype=DT)
    with torch.no_grad():
        m.in_proj_weight.copy_(t(rng.standard_normal((3 * d, d)) * 0.5))
        m.out_proj.weight.copy_(t(rng.standard_normal((d, d)) * 0.5))
        if bias:
            m.in_proj_bias.copy_(t(rng.standard_normal(3 * d) * 0.5))
            m.out_proj.bias.copy_(t(rng.standard_normal(d) * 0.5))
    return m.eval()


def our_weights(m: "torch.nn.MultiheadAttention"):
    """in_proj_weight [W_Q; W_K; W_V] (d_out, d_in) and out_proj.weight -> our (d_in, d_out) matrices."""
    d = m.embed_dim
    w = n(m.in_proj_weight)
    return w[:d].T.copy(), w[d:2 * d].T.copy(), w[2 * d:].T.copy(), n(m.out_proj.weight).T.copy()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.npz"):
        old.unlink()
    torch.manual_seed(0)
    rng = np.random.default_rng(2026)
    r = lambda *shape, s=1.0: rng.standard_normal(shape) * s  # noqa: E731

    # ---------------------------------------------------------------- softmax (core)
    x = r(3, 5, s=3.0)
    add("softmax_rows", "softmax", "torch.softmax(x, dim=-1)", {"x": x}, {"result": n(torch.softmax(t(x), -1))})
    x = r(4, 3, 2)
    add("softmax_axis0", "softmax", "torch.softmax(x, dim=0)", {"x": x, "axis": 0}, {"result": n(torch.softmax(t(x), 0))})
    x = r(2, 6, s=2.0) + 1000.0
    add("softmax_large_logits", "softmax", "torch.softmax(x, dim=-1)", {"x": x}, {"result": n(torch.softmax(t(x), -1))})
    x = r(3, 4)
    x[0, 1] = x[2, 3] = -np.inf
    x[1, :] = -np.inf
    add("softmax_masked_rows", "softmax", "torch.ops.aten._safe_softmax(x, -1)", {"x": x},
        {"result": n(torch.ops.aten._safe_softmax(t(x), -1))},
        "a fully masked row gives zeros (_safe_softmax, the softmax inside SDPA since 2.5); torch.softmax gives NaN there")

    # ---------------------------------------------------------------- masks, heads (core)
    for q_len, k_len in ((4, 4), (2, 5)):
        cm = torch.ones(q_len, k_len, dtype=torch.bool).tril(diagonal=k_len - q_len)
        add(f"causal_mask_{q_len}x{k_len}", "causal_mask", "torch.ones(L, S).tril(diagonal=S - L) (bottom-right)",
            {"q_len": q_len, "k_len": k_len}, {"mask": n(cm)})
    lengths = np.array([3, 1, 0, 5])
    add("padding_mask_lengths", "padding_mask", "torch.arange(max_len)[None] < lengths[:, None]",
        {"lengths": lengths, "max_len": 5}, {"mask": n(torch.arange(5)[None, :] < torch.as_tensor(lengths)[:, None])})
    x = r(2, 3, 8)
    heads = t(x).view(2, 3, 4, 2).transpose(1, 2)  # as in F.multi_head_attention_forward
    add("split_heads_4", "split_heads", "x.view(b, t, h, d // h).transpose(1, 2)", {"x": x, "num_heads": 4},
        {"heads": n(heads)})
    add("merge_heads_4", "merge_heads", "x.transpose(1, 2).reshape(b, t, h * hd)", {"x": n(heads)},
        {"merged": n(heads.transpose(1, 2).reshape(2, 3, 8))})

    # ---------------------------------------------------------------- scores, masks, SDPA
    q, k = r(2, 3, 4, 8), r(2, 3, 6, 8)
    add("attention_scores_heads", "attention_scores", "q @ k.transpose(-2, -1) * (1 / sqrt(d_k))", {"q": q, "k": k},
        {"scores": n(t(q) @ t(k).transpose(-2, -1) / math.sqrt(8))})
    scores, mask = r(2, 1, 4, 5), rng.random((2, 1, 4, 5)) < 0.6
    add("apply_mask_masked_fill", "apply_mask", "scores.masked_fill(~mask, -inf)", {"scores": scores, "mask": mask},
        {"masked_scores": n(t(scores).masked_fill(~t(mask), float("-inf")))})

    q, k, v = r(2, 2, 4, 8), r(2, 2, 6, 8), r(2, 2, 6, 3)
    add("sdpa_no_mask", "scaled_dot_product_attention", "F.scaled_dot_product_attention (MATH backend)",
        {"q": q, "k": k, "v": v}, {"output": n(sdpa(t(q), t(k), t(v))), "weights": n(safe_weights(t(q), t(k)))})
    mask = rng.random((2, 1, 4, 6)) < 0.5
    mask[0, 0, 2, :] = False
    mask[1, 0, :, 0] = True
    mask[0, 0, [0, 1, 3], 1] = True
    add("sdpa_bool_mask_fully_masked_row", "scaled_dot_product_attention",
        "F.scaled_dot_product_attention(attn_mask=bool, True = attend)",
        {"q": q, "k": k, "v": v, "mask": mask},
        {"output": n(sdpa(t(q), t(k), t(v), t(mask))), "weights": n(safe_weights(t(q), t(k), t(mask)))},
        "query 2 of batch 0 has no allowed key: output zeros")
    q, k, v = r(1, 2, 3, 4), r(1, 2, 7, 4), r(1, 2, 7, 4)
    cm = bottom_right(3, 7)
    add("sdpa_causal_bottom_right", "scaled_dot_product_attention",
        "F.scaled_dot_product_attention(attn_mask=bottom-right causal bool mask)",
        {"q": q, "k": k, "v": v, "mask": cm},
        {"output": n(sdpa(t(q), t(k), t(v), t(cm))), "weights": n(safe_weights(t(q), t(k), t(cm)))},
        "is_causal=True would be top-left aligned for q_len != k_len; the explicit mask is bottom-right")
    q, k, v = r(2, 5, 4), r(2, 5, 4), r(2, 5, 2)
    add("sdpa_is_causal_square", "scaled_dot_product_attention", "F.scaled_dot_product_attention(is_causal=True)",
        {"q": q, "k": k, "v": v, "mask": bottom_right(5, 5)},
        {"output": n(sdpa(t(q), t(k), t(v), is_causal=True)),
         "weights": n(safe_weights(t(q), t(k), t(bottom_right(5, 5))))})

    # ---------------------------------------------------------------- GQA
    for hq, hkv in ((4, 2), (6, 3), (4, 1)):
        q, k, v = r(2, hq, 3, 4), r(2, hkv, 5, 4), r(2, hkv, 5, 2)
        m = bottom_right(3, 5)
        out = sdpa(t(q), t(k), t(v), t(m), enable_gqa=True)
        w = safe_weights(t(q), t(k).repeat_interleave(hq // hkv, dim=1), t(m))
        add(f"gqa_{hq}q_{hkv}kv", "grouped_query_attention",
            "F.scaled_dot_product_attention(enable_gqa=True); weights with repeat_interleave",
            {"q": q, "k": k, "v": v, "mask": m}, {"output": n(out), "weights": n(w)})

    # ---------------------------------------------------------------- nn.MultiheadAttention
    d, heads = 8, 2
    m = mha_module(d, heads, rng)
    x = r(2, 5, d)
    cm = bottom_right(5, 5)
    out, w = m(t(x), t(x), t(x), attn_mask=t(~cm), need_weights=True, average_attn_weights=False)
    add("mha_self_causal", "multi_head_attention", "nn.MultiheadAttention(bias=False, batch_first=True)",
        {"x_q": x, "x_kv": x, **dict(zip(("w_q", "w_k", "w_v", "w_o"), our_weights(m))), "num_heads": heads, "mask": cm},
        {"output": n(out), "weights": n(w)}, "attn_mask passed as ~mask (True = not allowed in nn.MultiheadAttention)")
    d, heads = 12, 3
    m = mha_module(d, heads, rng)
    x_dec, x_enc = r(2, 3, d), r(2, 6, d)
    keep = np.array([[True] * 6, [True, True, True, True, False, False]])
    out, w = m(t(x_dec), t(x_enc), t(x_enc), key_padding_mask=t(~keep), need_weights=True, average_attn_weights=False)
    ws = dict(zip(("w_q", "w_k", "w_v", "w_o"), our_weights(m)))
    add("mha_cross_padding", "multi_head_attention", "nn.MultiheadAttention(query=x_dec, key=value=x_enc, key_padding_mask)",
        {"x_q": x_dec, "x_kv": x_enc, **ws, "num_heads": heads, "mask": keep[:, None, None, :]},
        {"output": n(out), "weights": n(w)})
    add("cross_attention_padding", "cross_attention", "nn.MultiheadAttention(query=x_dec, key=value=x_enc, key_padding_mask)",
        {"x_dec": x_dec, "x_enc": x_enc, **ws, "num_heads": heads, "enc_padding_mask": keep},
        {"output": n(out), "weights": n(w)}, "key_padding_mask passed as ~enc_padding_mask")
    out, w = m(t(x_dec), t(x_enc), t(x_enc), need_weights=True, average_attn_weights=False)
    add("cross_attention_no_padding", "cross_attention", "nn.MultiheadAttention(query=x_dec, key=value=x_enc)",
        {"x_dec": x_dec, "x_enc": x_enc, **ws, "num_heads": heads}, {"output": n(out), "weights": n(w)})

    # packed projection with biases: unpack_qkv and qkv_projection
    d = 6
    m = mha_module(d, 2, rng, bias=True)
    W, b = n(m.in_proj_weight), n(m.in_proj_bias)
    add("unpack_qkv_in_proj", "unpack_qkv", "nn.MultiheadAttention.in_proj_weight / in_proj_bias",
        {"w_qkv": W, "b_qkv": b},
        {"w_q": W[:d].T, "w_k": W[d:2 * d].T, "w_v": W[2 * d:].T, "b_q": b[:d], "b_k": b[d:2 * d], "b_v": b[2 * d:]})
    x = r(2, 4, d)
    wq, wk, wv = t(W).chunk(3)
    bq, bk, bv = t(b).chunk(3)
    add("qkv_projection_in_proj", "qkv_projection", "F.linear(x, in_proj_weight.chunk(3)[i], in_proj_bias.chunk(3)[i])",
        {"x": x, "w_q": W[:d].T.copy(), "w_k": W[d:2 * d].T.copy(), "w_v": W[2 * d:].T.copy(),
         "b_q": b[:d].copy(), "b_k": b[d:2 * d].copy(), "b_v": b[2 * d:].copy()},
        {"q": n(F.linear(t(x), wq, bq)), "k": n(F.linear(t(x), wk, bk)), "v": n(F.linear(t(x), wv, bv))},
        "the same chunks as torch.nn.functional._in_projection_packed")

    # ---------------------------------------------------------------- layer norm, pre-LN block
    for name, x, eps in (("layer_norm_batch", r(2, 5, 8, s=3.0), 1e-5), ("layer_norm_offset_1e3", r(3, 16, s=0.1) + 1e3, 1e-5),
                         ("layer_norm_eps", r(4, 6, s=0.01), 1e-3)):
        gamma, beta = r(x.shape[-1]) + 1.0, r(x.shape[-1])
        add(name, "layer_norm", "F.layer_norm(x, (d,), gamma, beta, eps)", {"x": x, "gamma": gamma, "beta": beta, "eps": eps},
            {"result": n(F.layer_norm(t(x), (x.shape[-1],), t(gamma), t(beta), eps))})
    x = r(3, 16, s=0.1) + 1e6
    gamma, beta = r(16) + 1.0, r(16)
    add("layer_norm_offset_1e6", "layer_norm", "F.layer_norm(x, (d,), gamma, beta, eps)", {"x": x, "gamma": gamma, "beta": beta},
        {"result": n(F.layer_norm(t(x), (16,), t(gamma), t(beta), 1e-5))},
        "features around 1e6 with spread 0.1: PyTorch's CPU kernel is ~3e-9 off exact arithmetic here, our two-pass "
        "variance is closer; checked at 1e-8 (and against exact rational arithmetic in the test)",
        tolerance={"rtol": 1e-8, "atol": 1e-8})
    d, heads = 8, 4
    m = mha_module(d, heads, rng)
    x, gamma, beta = r(2, 5, d, s=2.0), r(d) + 1.0, r(d)
    cm = bottom_right(5, 5)
    h = F.layer_norm(t(x), (d,), t(gamma), t(beta), 1e-5)
    attn, _ = m(h, h, h, attn_mask=t(~cm), need_weights=False)
    add("pre_ln_block_causal", "pre_ln_attention_block", "x + nn.MultiheadAttention(F.layer_norm(x)) (norm_first)",
        {"x": x, "gamma": gamma, "beta": beta, **dict(zip(("w_q", "w_k", "w_v", "w_o"), our_weights(m))),
         "num_heads": heads, "mask": cm, "eps": 1e-5},
        {"output": n(t(x) + attn)}, "the attention half of nn.TransformerEncoderLayer(norm_first=True)")

    # ---------------------------------------------------------------- positions
    for seq_len, d in ((6, 8), (50, 64)):
        position = torch.arange(seq_len, dtype=DT).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d, 2, dtype=DT) * (-math.log(10000.0) / d))
        pe = torch.zeros(seq_len, d, dtype=DT)
        pe[:, 0::2] = torch.sin(position * div_term)
        pe[:, 1::2] = torch.cos(position * div_term)
        add(f"sinusoidal_{seq_len}x{d}", "sinusoidal_positional_encoding",
            "PositionalEncoding of the PyTorch Transformer tutorial (pe[:, 0::2] = sin, pe[:, 1::2] = cos), float64",
            {"seq_len": seq_len, "d_model": d}, {"pe": n(pe)})

    def hf_rope(x, positions, base=10000.0):
        """Hugging Face LLaMA: inv_freq, cos/sin duplicated over halves, x * cos + rotate_half(x) * sin."""
        dim = x.shape[-1]
        inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=DT) / dim))
        freqs = positions.to(DT)[..., None] * inv_freq
        emb = torch.cat((freqs, freqs), dim=-1)
        x1, x2 = x[..., : dim // 2], x[..., dim // 2:]
        return x * emb.cos() + torch.cat((-x2, x1), dim=-1) * emb.sin()

    x, pos = r(2, 3, 5, 8), np.array([0, 1, 2, 7, 100])
    add("rope_hf_llama", "apply_rope", "transformers LlamaRotaryEmbedding + apply_rotary_pos_emb (rotate_half), in torch",
        {"x": x, "positions": pos}, {"rotated": n(hf_rope(t(x), torch.as_tensor(pos)))})
    x, pos = r(2, 2, 4, 16), np.array([[[5, 6, 7, 8]], [[0, 0, 1, 2]]])
    add("rope_hf_llama_per_sentence", "apply_rope", "apply_rotary_pos_emb with per-sentence position_ids, base 500000",
        {"x": x, "positions": pos, "base": 500000.0}, {"rotated": n(hf_rope(t(x), torch.as_tensor(pos), 500000.0))})

    # ---------------------------------------------------------------- KV cache, online softmax
    b, hh, t_past, t_new, hd = 3, 2, 5, 2, 4
    total = t_past + t_new
    q_all, k_all, v_all = r(b, hh, total, hd), r(b, hh, total, hd), r(b, hh, total, 3)
    lengths = np.array([7, 4, 1])
    kpm = np.arange(total)[None, :] >= (total - lengths)[:, None]
    allowed = bottom_right(t_new, total)[None, None] & kpm[:, None, None, :]
    qn = q_all[:, :, t_past:]
    out = sdpa(t(qn), t(k_all), t(v_all), t(allowed))
    add("kv_cache_left_padded_chunk", "attend_with_cache",
        "F.scaled_dot_product_attention over torch.cat([cache, new], -2) with a bottom-right & padding bool mask",
        {"q_new": qn, "k_cache": k_all[:, :, :t_past], "v_cache": v_all[:, :, :t_past], "k_new": k_all[:, :, t_past:],
         "v_new": v_all[:, :, t_past:], "key_padding_mask": kpm},
        {"output": n(out), "k_cache": k_all, "v_cache": v_all})
    qn = q_all[:, :, -1:]
    out = sdpa(t(qn), t(k_all), t(v_all))
    add("kv_cache_one_token", "attend_with_cache", "F.scaled_dot_product_attention (the newest token needs no mask)",
        {"q_new": qn, "k_cache": k_all[:, :, :-1], "v_cache": v_all[:, :, :-1], "k_new": k_all[:, :, -1:],
         "v_new": v_all[:, :, -1:]}, {"output": n(out), "k_cache": k_all, "v_cache": v_all})

    q, k, v = r(2, 2, 4, 8, s=2.0), r(2, 2, 11, 8, s=2.0), r(2, 2, 11, 3)
    mask = rng.random((2, 1, 4, 11)) < 0.6
    mask[1, 0, 2, :] = False
    mask[0, 0, :, :4] = False
    mask[0, 0, :, 7] = True
    s = (t(q) @ t(k).transpose(-1, -2) / math.sqrt(8)).masked_fill(~t(mask), float("-inf"))
    add("online_softmax_blocks_of_3", "online_softmax_attention",
        "F.scaled_dot_product_attention + torch.logsumexp of the masked scaled scores",
        {"q": q, "k": k, "v": v, "block_size": 3, "mask": mask},
        {"output": n(sdpa(t(q), t(k), t(v), t(mask))), "lse": n(torch.logsumexp(s, -1))},
        "a fully masked query: output zeros and logsumexp -inf")

    # ---------------------------------------------------------------- autograd
    x = t(r(3, 6, s=2.0)).requires_grad_()
    y = torch.softmax(x, -1)
    g = t(r(3, 6))
    y.backward(g)
    add("softmax_backward_autograd", "softmax_backward", "torch.autograd through torch.softmax",
        {"y": n(y), "grad_y": n(g)}, {"grad_x": n(x.grad)})
    for name, mask in (("sdpa_backward_no_mask", None), ("sdpa_backward_causal", bottom_right(4, 6)),
                       ("sdpa_backward_fully_masked_row", np.array([[True, False, True, True, False, True],
                                                                    [False] * 6,
                                                                    [True, True, False, False, True, False],
                                                                    [False, False, False, True, True, True]]))):
        qt, kt, vt = (t(a).requires_grad_() for a in (r(2, 2, 4, 8), r(2, 2, 6, 8), r(2, 2, 6, 3)))
        go = t(r(2, 2, 4, 3))
        sdpa(qt, kt, vt, None if mask is None else t(mask)).backward(go)
        args = {"q": n(qt), "k": n(kt), "v": n(vt), "grad_out": n(go)}
        if mask is not None:
            args["mask"] = mask
        add(name, "scaled_dot_product_attention_backward", "torch.autograd through F.scaled_dot_product_attention (MATH)",
            args, {"dq": n(qt.grad), "dk": n(kt.grad), "dv": n(vt.grad)})

    # ---------------------------------------------------------------- similarity, the scaling experiment
    a, bb = r(6, 5), r(6, 5)
    bb[2] = 0.0
    add("dot_similarity_rows", "dot_similarity", "(a * b).sum(-1)", {"a": a, "b": bb}, {"similarity": n((t(a) * t(bb)).sum(-1))})
    add("cosine_similarity_rows", "cosine_similarity", "F.cosine_similarity(a, b, dim=-1)", {"a": a, "b": bb},
        {"similarity": n(F.cosine_similarity(t(a), t(bb), dim=-1))}, "row 2 of b is a zero vector: 0")
    for d_k in (4, 64):
        q, k = r(150, d_k), r(150, 8, d_k)
        raw = torch.einsum("tkd,td->tk", t(k), t(q))
        stats = []
        for s in (raw, raw / math.sqrt(d_k)):
            p = torch.softmax(s, -1)
            stats.append((s.var(unbiased=False), torch.special.entr(p).sum(-1).mean(), (p * (1 - p)).amax(-1).mean()))
        add(f"scaling_experiment_d{d_k}", "scaling_experiment",
            "torch.var(unbiased=False), torch.special.entr of torch.softmax, max p(1-p)", {"q": q, "k": k},
            {"variance": np.array([float(stats[0][0]), float(stats[1][0])]),
             "entropy": np.array([float(stats[0][1]), float(stats[1][1])]),
             "max_grad": np.array([float(stats[0][2]), float(stats[1][2])])})

    manifest = {
        "generated_by": "scripts/make_torch_golden.py",
        "torch_version": torch.__version__,
        "numpy_version": np.__version__,
        "python_version": platform.python_version(),
        "dtype": "float64",
        "tolerance": {"rtol": 1e-9, "atol": 1e-9},
        "cases": CASES,
    }
    (OUT / "manifest.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(CASES)} cases to {OUT.relative_to(ROOT)} with torch {torch.__version__}")


if __name__ == "__main__":
    main()
