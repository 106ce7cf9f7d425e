export * from "./messages";
export * from "./email";
export * from "./fields";
export * from "./forms";
export * from "./call-window";
